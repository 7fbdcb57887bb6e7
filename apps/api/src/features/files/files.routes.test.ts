import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage } from '#api/adapters/storage'
import { buildTestApp, jobsIdle, type TestApp } from '#api/testing/build-test-app'
import { demo, multipart, pdfBytes, signIn, demoAdminSignIn } from '#api/testing/journeys'

/** Issue 7 §1 "Files" and §2 "a files feature": what is stored, what is served and to whom. */
let t: TestApp
let patient: string
let doctor: string
let admin: string
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  const adminSession = await t.app.inject({
    method: 'POST',
    url: '/api/v1/session/admin',
    payload: await demoAdminSignIn(t.app),
  })
  admin = `sid=${adminSession.cookies.find((c) => c.name === 'sid')?.value}`
})
afterAll(() => t.close())

const upload = (url: string, cookie: string, bytes: Buffer, name: string, type: string) => {
  const body = multipart(bytes, name, type)
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } })
}
/** The demo patient's identity document: a PDF. */
const uploadIdDocument = () =>
  upload('/api/v1/profiles/me/id-document', patient, pdfBytes, 'id.pdf', 'application/pdf')
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const stored = () => localStorage(t.config.storage.localDir)

/** A small JPEG carrying an EXIF block with a GPS position, as a phone's camera writes it. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      // libvips names the GPS directory IFD3.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 2/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '31/1 14/1 0/1',
      },
    })
    .toBuffer()
}

describe('photos are re-encoded without their metadata', () => {
  it('serves an avatar uploaded with EXIF GPS without it, to anonymous readers too', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    expect(original.includes('PhoneCam')).toBe(true)

    const response = await upload('/api/v1/profiles/me/photo', patient, original, 'me.jpg', 'image/jpeg')
    expect(response.statusCode).toBe(200)
    const served = await get(response.json().url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes('PhoneCam')).toBe(false)
  })

  it('refuses bytes that only look like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64, 7)])
    const response = await upload('/api/v1/profiles/me/photo', patient, fake, 'me.jpg', 'image/jpeg')
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('FILE_TYPE_NOT_SUPPORTED')
  })
})

describe('identity documents', () => {
  it('deletes the replaced document: its row and its stored bytes', async () => {
    const first = await uploadIdDocument()
    expect(first.statusCode).toBe(200)
    const old = await t.db
      .selectFrom('files')
      .select(['id', 'storageKey'])
      .where('id', '=', first.json().fileId)
      .executeTakeFirstOrThrow()
    expect(await stored().get(old.storageKey)).not.toBeNull()

    const second = await uploadIdDocument()
    expect(second.statusCode).toBe(200)
    expect(
      await t.db.selectFrom('files').select('id').where('id', '=', old.id).executeTakeFirst(),
    ).toBeUndefined()
    // The bytes go by a job enqueued in the same transaction.
    await jobsIdle(t.app)
    expect(await stored().get(old.storageKey)).toBeNull()
    expect((await get(first.json().url, patient)).statusCode).toBe(404)
    expect((await get(second.json().url, patient)).statusCode).toBe(200)
  })

  it('is served as an attachment, never stored by the browser, and not sniffed', async () => {
    const response = await uploadIdDocument()
    const served = await get(response.json().url, patient)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.headers['content-disposition']).toMatch(/^attachment/)
    expect(served.headers['cache-control']).toBe('no-store')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it('is read by its owner and an admin (audited), not by another user or a visitor', async () => {
    const response = await uploadIdDocument()
    const { url, fileId } = response.json()
    const audits = () =>
      t.db.selectFrom('auditLog').selectAll().where('resource', '=', `files/${fileId}`).execute()
    expect((await get(url, patient)).statusCode).toBe(200)
    expect(await audits()).toHaveLength(0)
    expect((await get(url, doctor)).statusCode).toBe(404)
    expect((await get(url)).statusCode).toBe(401)
    expect((await get(url, admin)).statusCode).toBe(200)
    expect(await audits()).toMatchObject([{ action: 'file.read', resource: `files/${fileId}` }])
  })
})

/** A small PNG with a script appended after its IEND chunk: still a valid PNG to a decoder. */
async function pngWithTrailer(): Promise<{ bytes: Buffer; trailer: string }> {
  const trailer = '<script>alert(document.cookie)</script>'
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#39c' } })
    .png()
    .toBuffer()
  return { bytes: Buffer.concat([png, Buffer.from(trailer)]), trailer }
}

const uploadIdImage = (bytes: Buffer, name: string, type: string) =>
  upload('/api/v1/profiles/me/id-document', patient, bytes, name, type)

describe('identity and specialty documents are re-encoded like photos (issue 41 §1)', () => {
  it('serves an identity document PNG without the bytes trailing its image', async () => {
    const { bytes, trailer } = await pngWithTrailer()
    expect(bytes.includes(trailer)).toBe(true)
    const response = await uploadIdImage(bytes, 'id.png', 'image/png')
    expect(response.statusCode).toBe(200)
    const served = await get(response.json().url, patient)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.includes(trailer)).toBe(false)
    expect(served.rawPayload.includes('<script')).toBe(false)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 16, height: 12 })
  })

  it('serves an identity document JPEG without its EXIF GPS position', async () => {
    const original = await jpegWithGps()
    const response = await uploadIdImage(original, 'id.jpg', 'image/jpeg')
    expect(response.statusCode).toBe(200)
    const served = await get(response.json().url, patient)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes('PhoneCam')).toBe(false)
  })

  it('refuses an 8000×8000 image (64 megapixels) before decoding it, and keeps nothing', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const files = async () =>
      Number(
        (
          await t.db
            .selectFrom('files')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('purpose', '=', 'idDocument')
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await files()
    const response = await uploadIdImage(huge, 'id.png', 'image/png')
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toMatchObject({ code: 'FILE_TOO_BIG', params: { limit: '40 MP' } })
    expect(await files()).toBe(before)
  })

  it('downscales a large scan to 2500 pixels on its longer side, keeping its proportions', async () => {
    const scan = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer()
    const response = await uploadIdImage(scan, 'id.jpg', 'image/jpeg')
    expect(response.statusCode).toBe(200)
    const served = await get(response.json().url, patient)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2500,
      height: 1875,
    })
  })

  it('serves a doctor’s specialty document image without trailing bytes or EXIF', async () => {
    const { bytes, trailer } = await pngWithTrailer()
    const png = await upload('/api/v1/doctors/me/documents', doctor, bytes, 'degree.png', 'image/png')
    expect(png.statusCode).toBe(200)
    const servedPng = await get(png.json().url, doctor)
    expect(servedPng.rawPayload.includes(trailer)).toBe(false)
    expect((await sharp(servedPng.rawPayload).metadata()).format).toBe('png')

    const jpeg = await upload(
      '/api/v1/doctors/me/documents',
      doctor,
      await jpegWithGps(),
      'degree.jpg',
      'image/jpeg',
    )
    expect(jpeg.statusCode).toBe(200)
    const servedJpeg = await get(jpeg.json().url, doctor)
    expect((await sharp(servedJpeg.rawPayload).metadata()).exif).toBeUndefined()
    expect(servedJpeg.rawPayload.includes('PhoneCam')).toBe(false)
  })

  it('keeps a PDF as uploaded', async () => {
    const response = await uploadIdDocument()
    const served = await get(response.json().url, patient)
    expect(served.rawPayload.equals(pdfBytes)).toBe(true)
  })
})

describe('doctor documents', () => {
  it('serves a PDF as an attachment with no-store', async () => {
    const response = await upload(
      '/api/v1/doctors/me/documents',
      doctor,
      pdfBytes,
      'degree.pdf',
      'application/pdf',
    )
    expect(response.statusCode).toBe(200)
    const served = await get(response.json().url, doctor)
    expect(served.headers['content-disposition']).toMatch(/^attachment/)
    expect(served.headers['cache-control']).toBe('no-store')
    expect((await get(response.json().url, patient)).statusCode).toBe(404)
  })
})
