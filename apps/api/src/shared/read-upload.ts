import { constants, DomainError } from '@app/domain/shared'
import type { FastifyRequest } from 'fastify'

export interface ReceivedUpload {
  body: Buffer
  filename: string | undefined
  mimetype: string | undefined
}

/**
 * The one file of a multipart request, at most constants.maxUploadBytes: FILE_REQUIRED when there is none,
 * FILE_TOO_BIG as soon as it passes the limit (the rest of the stream is not kept). Its type is for the service to
 * prove from the bytes.
 */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new DomainError('FILE_REQUIRED')
  const file = await request.file({ limits: { fileSize: constants.maxUploadBytes, files: 1 } })
  if (!file) throw new DomainError('FILE_REQUIRED')
  const body = await file.toBuffer()
  if (file.file.truncated) throw new DomainError('FILE_TOO_BIG', { limit: '5 MB' })
  return { body, filename: file.filename, mimetype: file.mimetype }
}
