/**
 * Work done in the waiting room so that joining is quicker (issue 11 §1: the bench's time to connected): the DTLS
 * certificate of this page's peer connections, made once (generating one is otherwise on the way to the first
 * offer). A new peer connection is still told apart by its SDP session id, not by this certificate.
 */
let certificate: RTCCertificate | null = null
let asked = false

export function prepareCertificate(): void {
  if (asked || typeof RTCPeerConnection === 'undefined') return
  asked = true
  RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams).then(
    (made) => (certificate = made),
    () => undefined,
  )
}

/** The prepared certificate, if it is ready and still valid. */
export function preparedCertificates(): RTCCertificate[] | undefined {
  return certificate && certificate.expires > Date.now() ? [certificate] : undefined
}
