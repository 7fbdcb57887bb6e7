import { DomainError } from '@app/domain/shared'
import sharp from 'sharp'

/** A photo larger than this many pixels is refused before it is decoded (a decompression bomb). */
const maxPixels = 40_000_000

/**
 * Issue 7 §1 (PDPL 151/2020 minimisation): a photo is decoded and encoded again, in the same format, so what is
 * stored and served is pixels only — no EXIF (a phone's GPS position, its serial), no XMP, no ICC comment, no
 * trailing bytes. The orientation the camera recorded is applied first, since the tag that said it is gone.
 * Bytes that do not decode are not an image: FILE_TYPE_NOT_SUPPORTED.
 */
export async function reencodePhoto(body: Buffer, contentType: string): Promise<Buffer> {
  try {
    const image = sharp(body, { failOn: 'error', limitInputPixels: maxPixels }).rotate()
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
