import { patientPrice } from '@app/domain/doctors'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContext, type RequestContext } from '#api/plugins/context'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, multipart, pngBytes, signIn } from '#api/testing/journeys'
import { pageLanguage, publicPageHead, publicPageOf, type PublicPage } from './web-shell.service'

/**
 * Issue 42 §2 "Per page": which addresses are public pages, their language, and the head each is sent with (title
 * and description in its language, canonical and alternate addresses, link previews, a doctor's schema.org data),
 * against a real PostgreSQL with the demo doctors.
 */

const site = 'https://sehha.example'
let t: TestApp
let ctx: RequestContext
/** A public doctor with a clinic and ratings, one with neither, and the specialties of the catalog. */
let clinicDoctor: {
  userId: string
  nameAr: string
  nameEn: string | null
  clinicPrice: number
  rating: number
  ratingCount: number
}
let videoOnlyDoctor: { userId: string; nameAr: string; videoPrice: number }
let specialty: { id: number; nameAr: string; nameEn: string }
let primaryCare: { id: number }

const publicDoctors = (db: TestApp['db']) =>
  db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .where('d.verified', '=', true)
    .where('d.testing', '=', false)
    .where('u.deactivated', '=', false)

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  ctx = createContext(
    { db: t.db, config: t.config, clock: { now: () => new Date() }, adapters: t.adapters, jobs: t.jobs },
    { log: pino({ level: 'silent' }), requestId: 'test', language: 'ar' },
  )
  const withClinic = await publicDoctors(t.db)
    .select(['d.userId', 'd.nameAr', 'd.nameEn', 'd.clinicPrice', 'd.rating', 'd.ratingCount'])
    .where('d.clinicActive', '=', true)
    .where('d.ratingCount', '>', 0)
    .orderBy('d.userId')
    .executeTakeFirstOrThrow()
  clinicDoctor = {
    ...withClinic,
    clinicPrice: withClinic.clinicPrice ?? 0,
    rating: withClinic.rating ?? 0,
  }
  const videoOnly = await publicDoctors(t.db)
    .select(['d.userId', 'd.nameAr', 'd.videoPrice'])
    .where('d.clinicActive', '=', false)
    .where('d.videoActive', '=', true)
    .where('d.photoFileId', 'is', null)
    .orderBy('d.userId')
    .executeTakeFirstOrThrow()
  videoOnlyDoctor = { ...videoOnly, videoPrice: videoOnly.videoPrice ?? 0 }
  specialty = await t.db
    .selectFrom('specialties')
    .select(['id', 'nameAr', 'nameEn'])
    .where('isPrimaryCare', '=', false)
    .where('enabledVideo', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  primaryCare = await t.db
    .selectFrom('specialties')
    .select('id')
    .where('isPrimaryCare', '=', true)
    .executeTakeFirstOrThrow()
})
afterAll(async () => {
  await t.close()
})

const head = async (address: string, language: 'ar' | 'en') => {
  const page = publicPageOf(address)
  if (!page) throw new Error(`${address} is not a public page`)
  return publicPageHead(ctx, page, language, site)
}
const headOf = async (page: PublicPage, language: 'ar' | 'en') => {
  const found = await publicPageHead(ctx, page, language, site)
  if (!found) throw new Error(`no head for ${JSON.stringify(page)}`)
  return found
}
/** The value of the attribute `attribute` of the tag whose `key` is `name` (meta name/property, link rel/hreflang). */
const attribute = (html: string, key: string, name: string, attribute: string) =>
  new RegExp(
    `<(?:meta|link) ${key}="${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*\\b${attribute}="([^"]*)"`,
  ).exec(html)?.[1]
const canonical = (html: string) => attribute(html, 'rel', 'canonical', 'href')
const alternate = (html: string, hreflang: string) =>
  new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]*)">`).exec(html)?.[1]
const og = (html: string, property: string) => attribute(html, 'property', `og:${property}`, 'content')
const jsonLdOf = (html: string): Record<string, unknown> => {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!json) throw new Error('no JSON-LD')
  return JSON.parse(json) as Record<string, unknown>
}
const arabic = /[\u0600-\u06ff]/
const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

describe('publicPageOf', () => {
  it('knows the public pages of the route table by their paths', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e'
    expect(publicPageOf('/')).toEqual({ kind: 'home' })
    expect(publicPageOf('/home')).toEqual({ kind: 'home' })
    expect(publicPageOf('/primary_doctors?q=%D8%A3&sort=price&page=2')).toEqual({ kind: 'primaryDoctors' })
    expect(publicPageOf('/specialists')).toEqual({ kind: 'specialists', specialtyId: null })
    expect(publicPageOf('/specialists?specialtyId=3&page=2&lang=en')).toEqual({
      kind: 'specialists',
      specialtyId: 3,
    })
    expect(publicPageOf('/clinic?specialtyId=3&governorateId=1')).toEqual({ kind: 'clinicSearch' })
    expect(publicPageOf(`/doctor/${id}`)).toEqual({ kind: 'doctor', doctorId: id })
    expect(publicPageOf(`/clinic/${id.toUpperCase()}?lang=en`)).toEqual({ kind: 'clinic', doctorId: id })
    expect(publicPageOf('/for-doctor')).toEqual({ kind: 'forDoctor' })
    expect(publicPageOf('/for-lab')).toEqual({ kind: 'forLab' })
    expect(publicPageOf('/for-radio')).toEqual({ kind: 'forRadio' })
    expect(publicPageOf('/help')).toEqual({ kind: 'help' })
    expect(publicPageOf('/help/privacy')).toEqual({ kind: 'legal', key: 'privacy' })
    expect(publicPageOf('/help/doctors-agreement?lang=en')).toEqual({
      kind: 'legal',
      key: 'doctors-agreement',
    })
    expect(publicPageOf('/help/secrets')).toBeNull()
  })

  it('takes no private, unknown or malformed address for a public page', () => {
    for (const address of [
      '/bookings',
      '/profile',
      '/doctors/3/consultant',
      '/sign-in',
      '/home/',
      '//evil.example/home',
      '/doctor/not-a-uuid',
      `/doctor/${'a'.repeat(5000)}`,
      '/doctor/0f8fad5b-d9cb-469f-a165-70867728950e/extra',
      '',
    ])
      expect(publicPageOf(address), address).toBeNull()
    // A specialty that is not a number is no specialty: the picker.
    expect(publicPageOf('/specialists?specialtyId=3x')).toEqual({ kind: 'specialists', specialtyId: null })
    expect(publicPageOf('/specialists?specialtyId=-1')).toEqual({ kind: 'specialists', specialtyId: null })
  })
})

describe('pageLanguage', () => {
  it('takes the address’s lang first, then the cookie, then Arabic', () => {
    expect(pageLanguage('en', 'ar')).toBe('en')
    expect(pageLanguage('ar', 'en')).toBe('ar')
    expect(pageLanguage(undefined, 'en')).toBe('en')
    expect(pageLanguage(null, undefined)).toBe('ar')
    // What is not a language of ours is ignored, in the address and in the cookie alike.
    expect(pageLanguage('fr', 'en')).toBe('en')
    expect(pageLanguage(['en', 'ar'], undefined)).toBe('ar')
    expect(pageLanguage('EN', 'xx')).toBe('ar')
  })
})

describe('the head of a fixed page', () => {
  it('titles and describes home in Arabic at the plain address and in English at ?lang=en', async () => {
    const ar = await head('/', 'ar')
    const en = await head('/home?utm_source=x', 'en')
    if (!ar || !en) throw new Error('no head')
    expect(ar.title).toMatch(arabic)
    expect(ar.title).toMatch(/ \| صحّة$/)
    expect(ar.description).toMatch(arabic)
    expect(en.title).not.toMatch(arabic)
    expect(en.title).toMatch(/ \| Sehha$/)
    expect(en.description).not.toMatch(arabic)
    expect(ar.html).toContain(`<title>${ar.title}</title>`)
    expect(attribute(ar.html, 'name', 'description', 'content')).toBe(ar.description)
    // One canonical home (where the app links), the query's other parameters left out.
    expect(canonical(ar.html)).toBe(`${site}/home`)
    expect(canonical(en.html)).toBe(`${site}/home?lang=en`)
    for (const { html } of [ar, en]) {
      expect(alternate(html, 'ar')).toBe(`${site}/home`)
      expect(alternate(html, 'en')).toBe(`${site}/home?lang=en`)
      expect(alternate(html, 'x-default')).toBe(`${site}/home`)
    }
    expect(og(ar.html, 'locale')).toBe('ar_EG')
    expect(og(ar.html, 'locale:alternate')).toBe('en_EG')
    expect(og(en.html, 'locale')).toBe('en_EG')
    expect(og(en.html, 'url')).toBe(`${site}/home?lang=en`)
    expect(og(en.html, 'image')).toBe(`${site}/icons/icon-512.png`)
    // Only a doctor is a Physician.
    expect(ar.html).not.toContain('application/ld+json')
  })

  it('gives each list its own text and address, without the search’s filters, sort or paging', async () => {
    const titles = new Set<string>()
    for (const [address, path] of [
      ['/primary_doctors?sort=price&page=3&pageSize=25', '/primary_doctors'],
      ['/specialists', '/specialists'],
      ['/clinic?specialtyId=3&governorateId=1&areaId=2', '/clinic'],
      ['/help', '/help'],
      ['/help/terms', '/help/terms'],
      ['/help/privacy?lang=en', '/help/privacy'],
    ] as const) {
      for (const language of ['ar', 'en'] as const) {
        const found = await head(address, language)
        if (!found) throw new Error(address)
        titles.add(found.title)
        expect(found.title, address).toMatch(language === 'ar' ? arabic : /^[^\u0600-\u06ff]+$/)
        expect(canonical(found.html)).toBe(language === 'ar' ? `${site}${path}` : `${site}${path}?lang=en`)
        expect(alternate(found.html, 'x-default')).toBe(`${site}${path}`)
      }
    }
    expect(titles.size).toBe(12)
  })

  it('heads a specialty’s list with its name and keeps the specialty in its address', async () => {
    const ar = await head(`/specialists?specialtyId=${specialty.id}&sort=price`, 'ar')
    const en = await head(`/specialists?specialtyId=${specialty.id}`, 'en')
    if (!ar || !en) throw new Error('no head')
    expect(ar.title).toContain(specialty.nameAr)
    expect(en.title).toContain(specialty.nameEn)
    expect(canonical(ar.html)).toBe(`${site}/specialists?specialtyId=${specialty.id}`)
    // & is written &amp; in an attribute.
    expect(ar.html).toContain(
      `hreflang="en" href="${site}/specialists?specialtyId=${specialty.id}&amp;lang=en"`,
    )
    expect(unescape(canonical(en.html) ?? '')).toBe(`${site}/specialists?specialtyId=${specialty.id}&lang=en`)
    // Primary care and unknown specialties are not listed there: the page is the picker.
    for (const id of [primaryCare.id, 999_999]) {
      const picker = await head(`/specialists?specialtyId=${id}`, 'ar')
      expect(canonical(picker?.html ?? '')).toBe(`${site}/specialists`)
    }
  })

  it('heads the provider marketing pages in English whatever the language, at one address (SPEC 1)', async () => {
    for (const path of ['/for-doctor', '/for-lab', '/for-radio']) {
      const ar = await head(path, 'ar')
      const en = await head(path, 'en')
      if (!ar || !en) throw new Error(path)
      expect(ar.title).toBe(en.title)
      expect(ar.title).not.toMatch(arabic)
      expect(ar.description).not.toMatch(arabic)
      expect(canonical(ar.html)).toBe(`${site}${path}`)
      expect(canonical(en.html)).toBe(`${site}${path}`)
      expect(alternate(ar.html, 'ar')).toBeUndefined()
      expect(alternate(ar.html, 'en')).toBe(`${site}${path}`)
      expect(alternate(ar.html, 'x-default')).toBe(`${site}${path}`)
      expect(og(ar.html, 'locale')).toBe('en_EG')
    }
  })

  it('makes every address absolute from the public URL, with or without its trailing slash', async () => {
    const page = await publicPageHead(ctx, { kind: 'help' }, 'en', 'https://sehha.example/')
    expect(canonical(page?.html ?? '')).toBe('https://sehha.example/help?lang=en')
  })
})

describe("the head of a doctor's pages", () => {
  it('titles a doctor’s page with the name and specialty, and describes it with the price, in each language', async () => {
    const specialtyOf = await t.db
      .selectFrom('doctors as d')
      .innerJoin('specialties as s', 's.id', 'd.specialtyId')
      .select(['s.nameAr', 's.nameEn'])
      .where('d.userId', '=', videoOnlyDoctor.userId)
      .executeTakeFirstOrThrow()
    const total = patientPrice(videoOnlyDoctor.videoPrice).total
    const ar = await headOf({ kind: 'doctor', doctorId: videoOnlyDoctor.userId }, 'ar')
    expect(ar.title).toBe(`${videoOnlyDoctor.nameAr} – ${specialtyOf.nameAr} | صحّة`)
    expect(ar.description).toContain(videoOnlyDoctor.nameAr)
    expect(ar.description).toContain(specialtyOf.nameAr)
    // The patient's price, fees included, in the reader's digits.
    const arabicPounds = String(total / 100).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)
    expect(ar.description).toContain(arabicPounds)
    expect(og(ar.html, 'type')).toBe('profile')
    expect(og(ar.html, 'title')).toBe(`${videoOnlyDoctor.nameAr} – ${specialtyOf.nameAr}`)
    expect(og(ar.html, 'description')).toBe(ar.description)
    expect(og(ar.html, 'site_name')).toBe('صحّة')
    expect(og(ar.html, 'url')).toBe(`${site}/doctor/${videoOnlyDoctor.userId}`)
    // No photo: the app's icon.
    expect(og(ar.html, 'image')).toBe(`${site}/icons/icon-512.png`)
    expect(attribute(ar.html, 'name', 'twitter:card', 'content')).toBe('summary')
    expect(attribute(ar.html, 'name', 'twitter:title', 'content')).toBe(og(ar.html, 'title'))
    expect(attribute(ar.html, 'name', 'twitter:image', 'content')).toBe(`${site}/icons/icon-512.png`)
    expect(alternate(ar.html, 'en')).toBe(`${site}/doctor/${videoOnlyDoctor.userId}?lang=en`)

    const en = await headOf({ kind: 'doctor', doctorId: videoOnlyDoctor.userId }, 'en')
    expect(en.title).toContain(specialtyOf.nameEn)
    expect(en.description).toContain(`EGP`)
    expect(en.description).toContain(String(total / 100))
    expect(canonical(en.html)).toBe(`${site}/doctor/${videoOnlyDoctor.userId}?lang=en`)

    const physician = jsonLdOf(ar.html)
    expect(physician).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: videoOnlyDoctor.nameAr,
      medicalSpecialty: specialtyOf.nameAr,
      description: ar.description,
      image: `${site}/icons/icon-512.png`,
      url: `${site}/doctor/${videoOnlyDoctor.userId}`,
      priceRange: `EGP ${total % 100 === 0 ? total / 100 : (total / 100).toFixed(2)}`,
      address: { '@type': 'PostalAddress', addressCountry: 'EG' },
    })
    expect(physician.address).not.toHaveProperty('streetAddress')
  })

  it('describes a clinic page with its place and price, and gives its Physician the address and ratings', async () => {
    const clinic = await t.db
      .selectFrom('doctors as d')
      .innerJoin('areas as a', 'a.id', 'd.clinicAreaId')
      .innerJoin('governorates as g', 'g.id', 'd.clinicGovernorateId')
      .select(['d.clinicAddress', 'a.nameAr as areaAr', 'g.nameAr as governorateAr', 'a.nameEn as areaEn'])
      .where('d.userId', '=', clinicDoctor.userId)
      .executeTakeFirstOrThrow()
    const total = patientPrice(clinicDoctor.clinicPrice).total
    const ar = await headOf({ kind: 'clinic', doctorId: clinicDoctor.userId }, 'ar')
    expect(ar.title).toContain(clinicDoctor.nameAr)
    expect(ar.description).toContain(clinic.areaAr)
    expect(canonical(ar.html)).toBe(`${site}/clinic/${clinicDoctor.userId}`)
    expect(og(ar.html, 'type')).toBe('website')
    const physician = jsonLdOf(ar.html)
    expect(physician).toMatchObject({
      '@type': 'Physician',
      url: `${site}/clinic/${clinicDoctor.userId}`,
      priceRange: `EGP ${total % 100 === 0 ? total / 100 : (total / 100).toFixed(2)}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: clinic.clinicAddress,
        addressLocality: clinic.areaAr,
        addressRegion: clinic.governorateAr,
        addressCountry: 'EG',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(clinicDoctor.rating * 10) / 10,
        ratingCount: clinicDoctor.ratingCount,
        bestRating: 5,
        worstRating: 1,
      },
    })
    const en = await headOf({ kind: 'clinic', doctorId: clinicDoctor.userId }, 'en')
    expect(en.description).toContain(clinic.areaEn)
    expect(jsonLdOf(en.html)).toMatchObject({ address: { addressLocality: clinic.areaEn } })
    // The clinic's doctor's own page is about the video practice, yet the Physician has the clinic's address.
    const doctorPage = await headOf({ kind: 'doctor', doctorId: clinicDoctor.userId }, 'ar')
    expect(jsonLdOf(doctorPage.html)).toMatchObject({ address: { streetAddress: clinic.clinicAddress } })
  })

  it('has no clinic page for a doctor without a clinic, and no rating before the first', async () => {
    expect(await head(`/clinic/${videoOnlyDoctor.userId}`, 'ar')).toBeNull()
    const unrated = await publicDoctors(t.db)
      .select('d.userId')
      .where('d.ratingCount', '=', 0)
      .orderBy('d.userId')
      .executeTakeFirstOrThrow()
    expect(
      jsonLdOf((await headOf({ kind: 'doctor', doctorId: unrated.userId }, 'ar')).html),
    ).not.toHaveProperty('aggregateRating')
  })

  it('shows the doctor’s photo, which a signed-out visitor can load', async () => {
    const doctor = await t.db
      .selectFrom('doctors as d')
      .innerJoin('users as u', 'u.id', 'd.userId')
      .select(['d.userId', 'd.verified', 'd.testing'])
      .where('u.phone', '=', demo.doctor.phone)
      .executeTakeFirstOrThrow()
    expect(doctor).toMatchObject({ verified: true, testing: false })
    const cookie = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      ...multipart(pngBytes, 'me.png', 'image/png'),
      headers: { ...multipart(pngBytes, 'me.png', 'image/png').headers, cookie },
    })
    expect(upload.statusCode).toBe(200)
    const { fileId } = upload.json<{ fileId: string }>()
    const found = await headOf({ kind: 'doctor', doctorId: doctor.userId }, 'en')
    const image = `${site}/api/v1/files/${fileId}`
    expect(og(found.html, 'image')).toBe(image)
    expect(attribute(found.html, 'name', 'twitter:image', 'content')).toBe(image)
    expect(jsonLdOf(found.html).image).toBe(image)
    // What a crawler gets: no cookie.
    const photo = await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}` })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toMatch(/^image\//)
  })

  it('escapes a hostile name everywhere it goes: the title, the attributes and the JSON-LD', async () => {
    const script = '</script><script>alert(1)</script>'
    const tag = '"><img src=x onerror=alert(1)>'
    await t.db
      .updateTable('doctors')
      .set({ nameAr: `د. ${script}`, nameEn: `Dr. ${tag} & 'Co' <!--` })
      .where('userId', '=', clinicDoctor.userId)
      .execute()
    try {
      for (const language of ['ar', 'en'] as const)
        for (const kind of ['doctor', 'clinic'] as const) {
          const { html, title } = await headOf({ kind, doctorId: clinicDoctor.userId }, language)
          const name = language === 'ar' ? `د. ${script}` : `Dr. ${tag} & 'Co' <!--`
          expect(title).toContain(name)
          // The only script is the JSON-LD, the only tags ours, and the name's text is all there, escaped.
          expect(html.match(/<script/g)).toHaveLength(1)
          expect(html.match(/<\/script>/g)).toHaveLength(1)
          expect(html).not.toContain('<img')
          expect(html).not.toContain('<!--')
          expect(html).not.toContain('"><')
          for (const line of html.split('\n'))
            expect(line, line).toMatch(/^<(title|meta|link|script)[ >].*(>|<\/title>|<\/script>)$/)
          expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title)
          expect(unescape(og(html, 'title') ?? '')).toContain(name)
          expect(jsonLdOf(html).name).toBe(name)
        }
    } finally {
      await t.db
        .updateTable('doctors')
        .set({ nameAr: clinicDoctor.nameAr, nameEn: clinicDoctor.nameEn })
        .where('userId', '=', clinicDoctor.userId)
        .execute()
    }
  })

  it('heads no page a signed-out visitor cannot see, whoever asks (SPEC 4)', async () => {
    const hidden = await t.db
      .selectFrom('doctors')
      .select(['userId', 'verified', 'testing'])
      .where((eb) => eb.or([eb('verified', '=', false), eb('testing', '=', true)]))
      .execute()
    expect(hidden.some((d) => !d.verified)).toBe(true)
    expect(hidden.some((d) => d.testing)).toBe(true)
    // An admin's session sees every doctor, the doctor their own page: neither makes a page public.
    const admin = {
      ...ctx,
      session: {
        id: 's',
        userId: hidden[0]?.userId ?? '',
        contextRole: 'admin' as const,
        language: 'ar' as const,
        isAdmin: true,
      },
    }
    for (const doctor of hidden) {
      expect(await publicPageHead(ctx, { kind: 'doctor', doctorId: doctor.userId }, 'ar', site)).toBeNull()
      expect(await publicPageHead(admin, { kind: 'doctor', doctorId: doctor.userId }, 'en', site)).toBeNull()
      expect(await publicPageHead(ctx, { kind: 'clinic', doctorId: doctor.userId }, 'ar', site)).toBeNull()
    }
    expect(await head('/doctor/00000000-0000-4000-8000-000000000000', 'ar')).toBeNull()
    // A deactivated account's pages are not public either (the SPEC 4 dialog is for a visitor who follows a link).
    await t.db.updateTable('users').set({ deactivated: true }).where('id', '=', clinicDoctor.userId).execute()
    try {
      expect(await head(`/doctor/${clinicDoctor.userId}`, 'ar')).toBeNull()
      expect(await head(`/clinic/${clinicDoctor.userId}`, 'en')).toBeNull()
    } finally {
      await t.db
        .updateTable('users')
        .set({ deactivated: false })
        .where('id', '=', clinicDoctor.userId)
        .execute()
    }
    expect(await head(`/clinic/${clinicDoctor.userId}`, 'en')).not.toBeNull()
  })
})
