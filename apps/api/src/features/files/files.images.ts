import { DomainError } from '@app/domain/shared'
import sharp, { type Metadata } from 'sharp'

/** A photo larger than this many pixels is refused before it is decoded (a decompression bomb). */
export const maxImagePixels = 40_000_000

/**
 * An identity or specialty document is kept at most this long on its longer side: an A4 page at 300 dpi, so the
 * small print of an ID card or a degree stays legible, and a phone's 8000-pixel photo does not cost a reader
 * tens of megabytes (issue 41 §1).
 */
export const documentMaxEdge = 2500

export interface ReencodeOptions {
  /** Downscale (never upscale) so that neither side exceeds this many pixels; the aspect ratio is kept. */
  maxEdge?: number
}

/**
 * Issue 7 §1, issue 41 §1 (PDPL 151/2020 minimisation): an image is decoded and encoded again, in the same format,
 * so what is stored and served is pixels only — no EXIF (a phone's GPS position, its serial), no XMP, no ICC
 * comment, no trailing bytes (a script appended to a PNG). The orientation the camera recorded is applied first,
 * since the tag that said it is gone. Dimensions are read from the header before anything is decoded: above
 * `maxImagePixels` the image is refused (FILE_TOO_BIG). Bytes that do not decode are not an image:
 * FILE_TYPE_NOT_SUPPORTED.
 */
export async function reencodeImage(
  body: Buffer,
  contentType: string,
  options: ReencodeOptions = {},
): Promise<Buffer> {
  let header: Metadata
  try {
    header = await sharp(body, { limitInputPixels: false }).metadata()
  } catch {
    throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  }
  if (!header.width || !header.height) throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  if (header.width * header.height > maxImagePixels)
    throw new DomainError('FILE_TOO_BIG', { limit: `${maxImagePixels / 1_000_000} MP` })
  try {
    let image = sharp(body, { failOn: 'error', limitInputPixels: maxImagePixels }).rotate()
    if (options.maxEdge)
      image = image.resize({
        width: options.maxEdge,
        height: options.maxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
    switch (contentType) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      case 'image/png':
        return await image.png().toBuffer()
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer()
      default:
        throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  }
}

/** A photo (an avatar, an image shown in a consult): re-encoded at its own size. */
export const reencodePhoto = (body: Buffer, contentType: string) => reencodeImage(body, contentType)
