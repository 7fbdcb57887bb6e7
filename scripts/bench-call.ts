/**
 * Issue 11 §1: the video call's set-up time, through the product's own code paths. Two Chromium contexts with a fake
 * camera and microphone — the demo patient and the demo doctor — open /call/{id} of a booking that can be joined now
 * and press Join at the same moment, 20 times (each run a fresh page load: new tokens, new peer connections). The
 * call engine leaves performance marks (features/consults/call: 'call:joined' when this side's token came,
 * 'call:connected' when its peer connection is connected, 'call:first-remote-frame' when the other side's first frame
 * was painted); this reads them from both pages, as instants on the machine's one clock:
 * - connect: from both joined (the later token) to both connected (the later one);
 * - first frame: from both joined to the later of the two sides' first remote frame.
 * Signalling goes through the running server (the realtime socket, NOTIFY), media over loopback.
 *
 * CALL_TRACE=1 prints every run's set-up as a timeline from both joined: the peer connections' steps (descriptions
 * set, candidates, ICE, DTLS and connection states), the signals sent and received, and the main thread's long tasks
 * (scripts/call-trace.ts wraps RTCPeerConnection and WebSocket in both pages). That is how to find what a change
 * to the engine or the call page costs before changing it.
 */
import { cairoDateTime } from '@app/domain/shared'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { traceCallSetUp } from './call-trace'
import { chromiumPath } from './first-screen'

export interface CallFigures {
  runs: number
  connect: number[]
  firstFrame: number[]
}

const fakeMedia = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
]

/** Today's date and a wall time on Cairo's clock, `minutesFromNow` from now. */
function cairoClock(minutesFromNow: number): { date: string; time: string } {
  return cairoDateTime(new Date(Date.now() + minutesFromNow * 60_000))
}

async function json<T>(response: {
  ok(): boolean
  status(): number
  url(): string
  text(): Promise<string>
}) {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`)
  return JSON.parse(await response.text()) as T
}

async function signedIn(browser: Browser, baseUrl: string, phone: string, password: string) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: 'Africa/Cairo',
    permissions: ['camera', 'microphone'],
    serviceWorkers: 'block',
  })
  await json(
    await context.request.post('/api/v1/session', {
      headers: { origin: baseUrl },
      data: { method: 'phone', phone, password },
    }),
  )
  return context
}

/**
 * A booking of the demo doctor by the demo patient that can be joined now: today's period starts in 2 minutes
 * (Cairo) with one hour-long slot, paid from the wallet (topped up through the sandbox first).
 */
export async function joinableBooking(
  baseUrl: string,
  doctor: BrowserContext,
  patient: BrowserContext,
): Promise<string> {
  const headers = { origin: baseUrl }
  const start = cairoClock(2)
  const end = cairoClock(62)
  if (end.date !== start.date) throw new Error('the call bench needs an hour before midnight in Cairo')
  const session = await json<{ user: { id: string } }>(await doctor.request.get('/api/v1/session'))
  const schedule = await json<Record<string, unknown> & { days: Record<string, unknown> }>(
    await doctor.request.get('/api/v1/doctors/me/schedule'),
  )
  await json(
    await doctor.request.put('/api/v1/doctors/me/schedule', {
      headers,
      data: {
        ...schedule,
        timeslotMinutes: 60,
        days: { ...schedule.days, [start.date]: [{ start: start.time, end: end.time }] },
      },
    }),
  )
  const { orderId } = await json<{ orderId: string }>(
    await patient.request.post('/api/v1/payments/cash-in', {
      headers,
      data: { amount: 100_000, method: 'mobileWallet' },
    }),
  )
  await json(
    await patient.request.post(`/api/v1/payments/sandbox/${orderId}/pay`, {
      headers,
      data: { method: 'mobileWallet', walletNumber: '01010101010', pin: '123456', otp: '123456' },
    }),
  )
  for (let i = 0; ; i++) {
    const order = await json<{ status: string }>(
      await patient.request.get(`/api/v1/payments/orders/${orderId}`),
    )
    if (order.status === 'completed') break
    if (i > 100) throw new Error('the wallet top-up did not complete')
    await new Promise((r) => setTimeout(r, 100))
  }
  const doctorId = session.user.id
  const availability = await json<{ slots: { start: string }[] }>(
    await patient.request.get(`/api/v1/doctors/${doctorId}/availability?days=30`),
  )
  const slot = availability.slots[0]?.start ?? ''
  const booked = await json<{ bookingId: string }>(
    await patient.request.post('/api/v1/bookings', {
      headers,
      data: {
        doctorId,
        practice: 'video',
        startsAt: slot,
        complaint: 'bench',
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      },
    }),
  )
  return booked.bookingId
}

/** A mark's instant (ms since the epoch), once the page has it. */
async function markAt(page: Page, name: string, timeoutMs = 45_000): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name, {
    timeout: timeoutMs,
  })
  return page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0]
    return performance.timeOrigin + (entry?.startTime ?? Number.NaN)
  }, name)
}

async function oneRun(baseUrl: string, bookingId: string, pages: [Page, Page]) {
  const joinButton = (page: Page) => page.getByRole('button', { name: /ادخل المكالمة|Join the call/ })
  await Promise.all(
    pages.map(async (page) => {
      await page.goto(`${baseUrl}/call/${bookingId}`)
      const button = joinButton(page)
      await button.waitFor()
      // Enabled once the camera and microphone are open and the room is open.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => /ادخل المكالمة|Join the call/.test(b.textContent ?? '') && !b.disabled,
          ),
        undefined,
        { timeout: 45_000 },
      )
    }),
  )
  await Promise.all(pages.map((page) => joinButton(page).click()))
  const [joined, connected, frames] = await Promise.all([
    Promise.all(pages.map((page) => markAt(page, 'call:joined'))),
    Promise.all(pages.map((page) => markAt(page, 'call:connected'))),
    Promise.all(pages.map((page) => markAt(page, 'call:first-remote-frame'))),
  ])
  const bothJoined = Math.max(...joined)
  if (process.env.CALL_TRACE) {
    const who = ['patient', 'doctor']
    const lines: string[] = []
    for (const [i, page] of pages.entries()) {
      const marks = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((e) => e.name.startsWith('t:') || e.name.startsWith('call:'))
          .map((e) => [e.name, performance.timeOrigin + e.startTime] as const),
      )
      for (const [name, at] of marks)
        lines.push(`${(at - bothJoined).toFixed(0).padStart(6)} ${who[i]} ${name}`)
    }
    console.log(lines.sort((a, b) => Number(a.slice(0, 6)) - Number(b.slice(0, 6))).join('\n') + '\n----')
  }
  return { connect: Math.max(...connected) - bothJoined, firstFrame: Math.max(...frames) - bothJoined }
}

export async function benchCall(baseUrl: string, runs = 20): Promise<CallFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: fakeMedia })
  try {
    const patient = await signedIn(browser, baseUrl, '01000000001', 'Patient123')
    const doctor = await signedIn(browser, baseUrl, '01000000002', 'Doctor123')
    for (const context of [patient, doctor]) {
      if (process.env.CALL_TRACE)
        await context.addInitScript({
          // tsx names the functions it compiles with a helper the page does not have.
          content: `const __name = (f) => f;(${traceCallSetUp.toString()})()`,
        })
      await context.addInitScript(() => {
        window.localStorage.setItem('tourDone', 'true')
      })
    }
    const bookingId = await joinableBooking(baseUrl, doctor, patient)
    const pages: [Page, Page] = [await patient.newPage(), await doctor.newPage()]
    const figures: CallFigures = { runs, connect: [], firstFrame: [] }
    // One run first to warm the caches (the page's chunks, the server's token and signalling paths), not counted.
    await oneRun(baseUrl, bookingId, pages)
    for (let i = 0; i < runs; i++) {
      const run = await oneRun(baseUrl, bookingId, pages)
      figures.connect.push(run.connect)
      figures.firstFrame.push(run.firstFrame)
    }
    return figures
  } finally {
    await browser.close()
  }
}
