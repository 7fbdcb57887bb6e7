import { listsSpecialists, localName } from '@app/domain/catalog'
import type { DoctorPage } from '@app/domain/doctors'
import { DomainError, inLanguage, type Language } from '@app/domain/shared'
import { translate } from '@app/i18n'
import { joinList } from '@app/i18n/format'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as doctorsService from '#api/features/doctors/doctors.service'
import type { RequestContext } from '#api/plugins/context'
import { escapeHtml, scriptJson } from './web-shell.html'
import { alternatesOf, isEnglishOnly, languagesOf, pageUrl, type PublicPage } from './web-shell.pages'

/**
 * The head of a public page (issue 42 §2 "Per page"): its title and description in the page's language, its
 * canonical address and language alternates, Open Graph and Twitter tags for link previews and, on a doctor's
 * pages, a schema.org Physician. The server writes it into the page it renders; the texts are in
 * packages/i18n (messages:seo).
 */
export interface PageHead {
  title: string
  description: string
  /** The tags for `<head>`, every value escaped. */
  html: string
}

/** The image of a page without a photo of its own: the app's icon (apps/web/public/icons). */
const appIcon = '/icons/icon-512.png'

/** Open Graph's locale of each language: the product speaks Egypt's Arabic and English (SPEC 1: ar-EG, en-EG). */
const ogLocales: Record<Language, string> = { ar: 'ar_EG', en: 'en_EG' }

/** The texts of the pages that have fixed ones: the page's title (before the site's name) and its description. */
const fixedTexts: Record<
  Exclude<PublicPage['kind'], 'doctor' | 'clinic' | 'legal'>,
  { title: string; description: string }
> = {
  home: { title: 'messages:seo.home.title', description: 'messages:seo.home.description' },
  primaryDoctors: {
    title: 'messages:seo.primaryDoctors.title',
    description: 'messages:seo.primaryDoctors.description',
  },
  specialists: {
    title: 'messages:seo.specialists.title',
    description: 'messages:seo.specialists.description',
  },
  clinicSearch: {
    title: 'messages:seo.clinicSearch.title',
    description: 'messages:seo.clinicSearch.description',
  },
  // SPEC 1: the provider marketing pages are English; their heading and lead are their title and description.
  forDoctor: { title: 'home:marketing.doctor.title', description: 'home:marketing.doctor.lead' },
  forLab: { title: 'home:marketing.lab.title', description: 'home:marketing.lab.lead' },
  forRadio: { title: 'home:marketing.radio.title', description: 'home:marketing.radio.lead' },
  help: { title: 'messages:seo.help.title', description: 'messages:seo.help.description' },
}

/** What a page's head says beyond its addresses. */
interface HeadContent {
  /** The page's own title; the `<title>` adds the site's name. */
  title: string
  description: string
  ogType: 'website' | 'profile'
  image: { url: string; alt: string }
  jsonLd?: Record<string, unknown>
}

/**
 * The head of `page` in `language` (an English-only page's is English whatever it is asked), or null when the page
 * has nothing public to head: a doctor who is unknown, hidden from a signed-out visitor (SPEC 4: unverified,
 * testing, deactivated), or whose clinic page has no clinic. Then the page is not rendered on the server.
 * `publicUrl` (config.publicUrl) makes every address absolute.
 */
export async function publicPageHead(
  ctx: RequestContext,
  page: PublicPage,
  language: Language,
  publicUrl: string,
  readDoctor: DoctorPageReader = (doctorId) => publicDoctorPage(ctx, doctorId),
): Promise<PageHead | null> {
  const base = publicUrl.replace(/\/+$/, '')
  const lang: Language = isEnglishOnly(page) ? 'en' : language
  const appName = translate(lang, 'common:appName')
  let headed = page
  let content: HeadContent
  switch (page.kind) {
    case 'doctor':
    case 'clinic': {
      const doctorContent = await doctorHead(ctx, page, lang, base, readDoctor)
      if (!doctorContent) return null
      content = doctorContent
      break
    }
    case 'specialists': {
      // A specialty the page does not list (unknown, primary care, no video) shows the picker (web: specialists.tsx).
      const specialty = page.specialtyId === null ? undefined : await listedSpecialty(ctx, page.specialtyId)
      if (!specialty) {
        headed = { kind: 'specialists', specialtyId: null }
        content = fixedContent('specialists', lang, base)
        break
      }
      const params = { specialty: localName(specialty, lang) }
      content = {
        title: translate(lang, 'messages:seo.specialty.title', params),
        description: translate(lang, 'messages:seo.specialty.description', params),
        ogType: 'website',
        image: { url: `${base}${appIcon}`, alt: appName },
      }
      break
    }
    case 'legal': {
      // Issue 45 §1: the text's own title and what it covers (legal namespace).
      content = {
        title: translate(lang, `legal:titles.${page.key}`),
        description: translate(lang, `legal:descriptions.${page.key}`),
        ogType: 'website',
        image: { url: `${base}${appIcon}`, alt: appName },
      }
      break
    }
    default:
      content = fixedContent(page.kind, lang, base)
  }
  const url = pageUrl(headed, lang, base)
  const title = translate(lang, 'messages:seo.title', { page: content.title, appName })
  const other = languagesOf(headed).filter((l) => l !== lang)
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name}${Object.entries(attributes)
      .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
      .join('')}>`
  const meta = (key: 'name' | 'property', name: string, value: string) =>
    tag('meta', { [key]: name, content: value })
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', content.description),
    tag('link', { rel: 'canonical', href: url }),
    ...alternatesOf(headed, base).map(({ hreflang, href }) =>
      tag('link', { rel: 'alternate', hreflang, href }),
    ),
    meta('property', 'og:locale', ogLocales[lang]),
    ...other.map((l) => meta('property', 'og:locale:alternate', ogLocales[l])),
    meta('property', 'og:type', content.ogType),
    meta('property', 'og:site_name', appName),
    meta('property', 'og:title', content.title),
    meta('property', 'og:description', content.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', content.image.url),
    meta('property', 'og:image:alt', content.image.alt),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', content.title),
    meta('name', 'twitter:description', content.description),
    meta('name', 'twitter:image', content.image.url),
    meta('name', 'twitter:image:alt', content.image.alt),
  ]
  if (content.jsonLd)
    lines.push(`<script type="application/ld+json">${scriptJson({ ...content.jsonLd, url })}</script>`)
  return { title, description: content.description, html: lines.join('\n') }
}

function fixedContent(kind: keyof typeof fixedTexts, lang: Language, base: string): HeadContent {
  const appName = translate(lang, 'common:appName')
  const keys = fixedTexts[kind]
  return {
    title: translate(lang, keys.title),
    description: translate(lang, keys.description, { appName }),
    ogType: 'website',
    image: { url: `${base}${appIcon}`, alt: appName },
  }
}

/** The specialty /specialists?specialtyId= lists: one with video, not primary care (its own page, SPEC 2.5 step 0). */
async function listedSpecialty(ctx: RequestContext, id: number) {
  const specialty = await catalogService.findSpecialty(ctx, id)
  return specialty && listsSpecialists(specialty) ? specialty : undefined
}

/**
 * A doctor's page as a signed-out visitor (a search engine, a link preview) gets it, or null when they may not see it.
 * The doctors service by default; a page the server renders passes the API's answer its data is read from, so the
 * doctor is read once for the head and the page (server-renderer.ts).
 */
export type DoctorPageReader = (doctorId: string) => Promise<DoctorPage | null>

/**
 * A doctor's page as a signed-out visitor (a search engine, a link preview) gets it, whoever asks: an admin's or
 * the doctor's own session sees pages nobody else does, and those are not to be described to the world.
 */
async function publicDoctorPage(ctx: RequestContext, doctorId: string): Promise<DoctorPage | null> {
  try {
    return await doctorsService.getDoctorPage({ ...ctx, session: null, userId: null }, doctorId)
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}

/** EGP with the piastres only when there are some (schema.org priceRange, e.g. "EGP 300"). */
const egp = (piastres: number) => `EGP ${piastres % 100 === 0 ? piastres / 100 : (piastres / 100).toFixed(2)}`

/** /doctor/{id} (the video practice) or /clinic/{id} (the clinic), SPEC 2.1; null when not public. */
async function doctorHead(
  ctx: RequestContext,
  page: Extract<PublicPage, { kind: 'doctor' | 'clinic' }>,
  lang: Language,
  base: string,
  readDoctor: DoctorPageReader,
): Promise<HeadContent | null> {
  const doctor = await readDoctor(page.doctorId)
  if (!doctor) return null
  const clinic = doctor.practices.clinic
  // A clinic page without a clinic shows only "does not receive visits in the clinic": nothing to describe.
  if (page.kind === 'clinic' && !clinic) return null
  const practice = page.kind === 'clinic' ? clinic : doctor.practices.video
  const name = inLanguage(lang, doctor.nameAr, doctor.nameEn)
  const specialtyRecord = await catalogService.findSpecialty(ctx, doctor.specialtyId)
  const specialty = specialtyRecord
    ? localName(specialtyRecord, lang)
    : translate(lang, 'doctors:pages.doctor')
  const [area, governorate] = clinic
    ? await Promise.all([
        catalogService.findArea(ctx, clinic.areaId),
        catalogService.findGovernorate(ctx, clinic.governorateId),
      ])
    : [undefined, undefined]
  const place = joinList(
    [area, governorate].flatMap((p) => (p ? [localName(p, lang)] : [])),
    lang,
  )
  const params = { name, specialty, place, appName: translate(lang, 'common:appName') }
  const texts = page.kind === 'clinic' ? 'messages:seo.clinic' : 'messages:seo.doctor'
  const title = translate(lang, `${texts}.title`, params)
  const description = practice
    ? translate(lang, `${texts}.description`, { ...params, amount: practice.price.total })
    : translate(lang, 'messages:seo.doctor.descriptionNoPrice', params)
  // The photo is an avatar, which files.policy.ts lets anyone read, signed in or not: a crawler can fetch it.
  const image = doctor.photoUrl
    ? { url: `${base}${doctor.photoUrl}`, alt: translate(lang, 'doctors:card.photo', { name }) }
    : { url: `${base}${appIcon}`, alt: params.appName }
  const address = {
    '@type': 'PostalAddress',
    ...(clinic ? { streetAddress: clinic.address } : {}),
    ...(area ? { addressLocality: localName(area, lang) } : {}),
    ...(governorate ? { addressRegion: localName(governorate, lang) } : {}),
    addressCountry: 'EG',
  }
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name,
    description,
    medicalSpecialty: specialty,
    image: image.url,
    address,
    ...(practice ? { priceRange: egp(practice.price.total) } : {}),
    ...(doctor.rating !== null && doctor.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: doctor.rating,
            ratingCount: doctor.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  return {
    title,
    description,
    ogType: page.kind === 'doctor' ? 'profile' : 'website',
    image,
    jsonLd,
  }
}
