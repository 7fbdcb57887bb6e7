import { legalKeys, type LegalKey } from '@app/domain/legal'
import type { Language } from '@app/domain/shared'

/**
 * The public pages (issue 42 §2 "Per page"): which addresses are one, and the address of each in each language.
 * Public means a signed-out visitor may open it (SPEC 2.2) and a search engine should find it: home, the three
 * doctor lists, a doctor's page and clinic page, the provider marketing pages and help (apps/web/src/app/paths.ts).
 */

/** The search pages of SPEC 2.1: primary-care doctors, specialists (by specialty) and the clinic search. */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'primaryDoctors' }
  /** `specialtyId`: the specialty the page lists (/specialists?specialtyId=), null for the specialty picker. */
  | { kind: 'specialists'; specialtyId: number | null }
  | { kind: 'clinicSearch' }
  /** /doctor/{id}: the doctor's video practice; /clinic/{id}: the same doctor's clinic (SPEC 2.1). */
  | { kind: 'doctor'; doctorId: string }
  | { kind: 'clinic'; doctorId: string }
  | { kind: 'forDoctor' }
  | { kind: 'forLab' }
  | { kind: 'forRadio' }
  | { kind: 'help' }
  /** Issue 45 §1: a legal text or help page under /help, in both languages. */
  | { kind: 'legal'; key: LegalKey }

export type PublicPageKind = PublicPage['kind']

/** The pages whose path alone says which page they are. `/` and `/home` are both home (SPEC 2.1). */
const fixedPages: Record<string, PublicPage> = {
  '/': { kind: 'home' },
  '/home': { kind: 'home' },
  '/primary_doctors': { kind: 'primaryDoctors' },
  '/clinic': { kind: 'clinicSearch' },
  '/for-doctor': { kind: 'forDoctor' },
  '/for-lab': { kind: 'forLab' },
  '/for-radio': { kind: 'forRadio' },
  '/help': { kind: 'help' },
  ...Object.fromEntries(legalKeys.map((key) => [`/help/${key}`, { kind: 'legal', key } as const])),
}

/** The pages without a parameter, in the order the sitemap lists them. */
export const staticPages: readonly PublicPage[] = [
  { kind: 'home' },
  { kind: 'primaryDoctors' },
  { kind: 'specialists', specialtyId: null },
  { kind: 'clinicSearch' },
  { kind: 'forDoctor' },
  { kind: 'forLab' },
  { kind: 'forRadio' },
  { kind: 'help' },
  ...legalKeys.map((key) => ({ kind: 'legal', key }) as const),
]

/** The extensions of the files a browser or a crawler asks a site for: scripts, styles, images, fonts, data. */
const fileExtension =
  /\.(?:m?js|css|map|json|webmanifest|txt|xml|html?|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|pdf|br|gz|zip)$/i

/**
 * Whether a path names a file (`/assets/page-1a2b.js`, `/favicon.ico`), which no page of the web app does
 * (apps/web/src/app/paths.ts): a file the build does not have is a 404, never the app's HTML, which a browser would
 * refuse as a script (an old page's chunk after a deploy) and a crawler take as a page. Only files' extensions: a
 * code mistyped with a dot at its end (`/verify/ABCD.`) still opens the app's page, which says what is wrong.
 */
export function isFilePath(address: string): boolean {
  const [pathname = ''] = address.split('?', 1)
  return fileExtension.test(pathname)
}

const uuid = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'
const doctorPath = new RegExp(`^/doctor/${uuid}$`, 'i')
const clinicPath = new RegExp(`^/clinic/${uuid}$`, 'i')

/**
 * Which public page an address is (its path and query as the browser sends them), or null. The path is taken as
 * the web app's router reads it, not normalised by a URL parser (`//evil.example/home` is no page). The query
 * changes the page only for /specialists, whose specialtyId chooses the list (the page heads it with the
 * specialty's name); the search's filters, sort and paging (SPEC 2.6) and `lang` do not make another page.
 */
export function publicPageOf(address: string): PublicPage | null {
  const [pathname = '', query = ''] = address.split('?', 2)
  const fixed = fixedPages[pathname]
  if (fixed) return fixed
  if (pathname === '/specialists') {
    const specialtyId = new URLSearchParams(query).get('specialtyId')
    return {
      kind: 'specialists',
      specialtyId: specialtyId && /^[1-9]\d{0,8}$/.test(specialtyId) ? Number(specialtyId) : null,
    }
  }
  const doctorId = doctorPath.exec(pathname)?.[1]
  if (doctorId) return { kind: 'doctor', doctorId: doctorId.toLowerCase() }
  const clinicId = clinicPath.exec(pathname)?.[1]
  if (clinicId) return { kind: 'clinic', doctorId: clinicId.toLowerCase() }
  return null
}

/**
 * SPEC 1: the doctor, lab and radio marketing pages are English whatever the visitor's language (the web app renders
 * them in EnglishScope), so they have one version, at the plain path, and no Arabic alternate.
 */
export function isEnglishOnly(page: PublicPage): boolean {
  return page.kind === 'forDoctor' || page.kind === 'forLab' || page.kind === 'forRadio'
}

/** The languages a page is written in: both, Arabic first, or English alone. */
export function languagesOf(page: PublicPage): readonly Language[] {
  return isEnglishOnly(page) ? ['en'] : ['ar', 'en']
}

/** The page's path and the query that makes it that page (the canonical home is /home, where the app links). */
function pathOf(page: PublicPage): string {
  switch (page.kind) {
    case 'home':
      return '/home'
    case 'primaryDoctors':
      return '/primary_doctors'
    case 'specialists':
      return page.specialtyId === null ? '/specialists' : `/specialists?specialtyId=${page.specialtyId}`
    case 'clinicSearch':
      return '/clinic'
    case 'doctor':
      return `/doctor/${page.doctorId}`
    case 'clinic':
      return `/clinic/${page.doctorId}`
    case 'forDoctor':
      return '/for-doctor'
    case 'forLab':
      return '/for-lab'
    case 'forRadio':
      return '/for-radio'
    case 'help':
      return '/help'
    case 'legal':
      return `/help/${page.key}`
  }
}

/**
 * The absolute address of a page in a language: Arabic (the default, SPEC 1) at the plain path, English with
 * `lang=en` (which wins over the visitor's cookie, pageLanguage). An English-only page has the plain path alone.
 */
export function pageUrl(page: PublicPage, language: Language, publicUrl: string): string {
  const path = pathOf(page)
  const english = language === 'en' && !isEnglishOnly(page)
  return `${publicUrl.replace(/\/+$/, '')}${path}${english ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`
}

/** Each language version of a page with its hreflang, and x-default: the Arabic one (or the only one). */
export function alternatesOf(
  page: PublicPage,
  publicUrl: string,
): { hreflang: Language | 'x-default'; href: string }[] {
  const languages = languagesOf(page)
  return [
    ...languages.map((language) => ({ hreflang: language, href: pageUrl(page, language, publicUrl) })),
    { hreflang: 'x-default' as const, href: pageUrl(page, languages[0] ?? 'ar', publicUrl) },
  ]
}
