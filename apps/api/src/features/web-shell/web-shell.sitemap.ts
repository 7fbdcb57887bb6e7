import { offersSpecialists } from '@app/domain/catalog'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as doctorsService from '#api/features/doctors/doctors.service'
import type { RequestContext } from '#api/plugins/context'
import { escapeHtml } from './web-shell.html'
import { alternatesOf, languagesOf, pageUrl, staticPages, type PublicPage } from './web-shell.pages'

/**
 * /sitemap.xml and /robots.txt (issue 42 §2): what search engines may crawl and which public pages there are. The
 * sitemap is read from the database on each request (a doctor verified a minute ago is in it; the answer is cached
 * an hour) and streamed: at 100,000 doctors a page of it is some 17 MB of XML, never held whole.
 */

/** The sitemap protocol's limit of addresses in one file (sitemaps.org); past it /sitemap.xml is an index. */
export const sitemapUrlLimit = 50_000

type Ctx = RequestContext

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n'
const urlsetOpen = `${xmlHead}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`
const urlsetClose = '</urlset>\n'

/**
 * A page's `<url>` entries, one per language version, each naming every version and x-default: Google reads the
 * hreflang of a sitemap only so ("each url element must list every alternate, itself included").
 */
function urlEntries(page: PublicPage, base: string, lastmod?: Date): string {
  const alternates = alternatesOf(page, base)
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    .join('')
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  return languagesOf(page)
    .map(
      (language) =>
        `<url><loc>${escapeHtml(pageUrl(page, language, base))}</loc>${modified}${alternates}</url>\n`,
    )
    .join('')
}

/**
 * The pages the sitemap lists before the doctors': the static pages, then the list of each specialty with a doctor
 * in it (/specialists?specialtyId=, headed with the specialty's name), where people search for "a pediatrician
 * online" — a specialty with none would be an empty page. Those the page's picker offers (offersSpecialists), by
 * the catalog's counts.
 */
async function fixedPages(ctx: Ctx): Promise<PublicPage[]> {
  const { specialties } = await catalogService.getCatalog(ctx)
  return [
    ...staticPages,
    ...specialties
      .filter(offersSpecialists)
      .map((specialty): PublicPage => ({ kind: 'specialists', specialtyId: specialty.id })),
  ]
}

/** The addresses of `pages` (a language version each). */
const urlCountOf = (pages: readonly PublicPage[]) =>
  pages.reduce((sum, page) => sum + languagesOf(page).length, 0)
/** The addresses of one doctor's page in its languages; a doctor with a clinic has the clinic page's as many again. */
const urlsPerDoctorPage = languagesOf({ kind: 'doctor', doctorId: '' }).length

/**
 * Doctors per page of a sitemap index: as many as fit with the fixed pages' `fixedUrls` addresses (on the first
 * page) and a clinic page for every one of them, so that no page passes the limit whoever has a clinic (a limit of
 * at least the fixed pages' addresses and one doctor's four).
 */
function doctorsPerPage(limit: number, fixedUrls: number): number {
  return Math.max(1, Math.floor((limit - fixedUrls) / (2 * urlsPerDoctorPage)))
}

/** The `<url>` entries of the doctors' pages, a batch of rows at a time. */
async function* doctorEntries(
  base: string,
  batches: AsyncIterable<doctorsService.PublicPageRecord[]>,
): AsyncGenerator<string> {
  for await (const batch of batches) {
    let chunk = ''
    for (const doctor of batch) {
      chunk += urlEntries({ kind: 'doctor', doctorId: doctor.userId }, base, doctor.updatedAt)
      if (doctor.clinicActive)
        chunk += urlEntries({ kind: 'clinic', doctorId: doctor.userId }, base, doctor.updatedAt)
    }
    yield chunk
  }
}

async function* urlset(
  base: string,
  fixed: readonly PublicPage[],
  batches: AsyncIterable<doctorsService.PublicPageRecord[]>,
): AsyncGenerator<string> {
  yield urlsetOpen
  // The fixed pages' content changes with a deploy or a search, which we cannot date here: no lastmod rather than a
  // wrong one.
  yield fixed.map((page) => urlEntries(page, base)).join('')
  yield* doctorEntries(base, batches)
  yield urlsetClose
}

/**
 * /sitemap.xml: every public page (issue 42 §2) — the static pages and the specialties' lists, then each public
 * doctor's page and, when the doctor receives patients in a clinic, the clinic page (SPEC 2.1 /clinic/{id} is per
 * doctor), dated by the doctor's last change. Past `limit` addresses it is a sitemap index of /sitemaps/{n}.xml
 * (sitemapPage).
 */
export async function sitemap(
  ctx: Ctx,
  publicUrl: string,
  limit = sitemapUrlLimit,
): Promise<AsyncIterable<string>> {
  const base = publicUrl.replace(/\/+$/, '')
  const [fixed, counts] = await Promise.all([fixedPages(ctx), doctorsService.countPublicPages(ctx)])
  const fixedUrls = urlCountOf(fixed)
  const urls = fixedUrls + (counts.doctors + counts.clinics) * urlsPerDoctorPage
  if (urls <= limit) return urlset(base, fixed, doctorsService.publicPagesAfter(ctx, null, counts.doctors))
  const pages = Math.ceil(counts.doctors / doctorsPerPage(limit, fixedUrls))
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeHtml(`${base}/sitemaps/${i + 1}.xml`)}</loc></sitemap>\n`,
  )
  return (async function* () {
    yield `${xmlHead}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`
    yield entries.join('')
    yield '</sitemapindex>\n'
  })()
}

/**
 * Page `n` (from 1) of the sitemap index: the fixed pages on the first, then a run of doctors in id order, found
 * from where the previous run ended (keyset); null when there is no such page.
 */
export async function sitemapPage(
  ctx: Ctx,
  publicUrl: string,
  n: number,
  limit = sitemapUrlLimit,
): Promise<AsyncIterable<string> | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null
  const base = publicUrl.replace(/\/+$/, '')
  const fixed = await fixedPages(ctx)
  const perPage = doctorsPerPage(limit, urlCountOf(fixed))
  let after: string | null = null
  if (n > 1) {
    const boundaries = await doctorsService.publicPageBoundaries(ctx, perPage)
    after = boundaries[n - 2] ?? null
    if (after === null) return null
  }
  const batches = doctorsService.publicPagesAfter(ctx, after, perPage)
  // Read the first batch before answering: a page past the last one is not found, not an empty list.
  const first = await batches.next()
  if (n > 1 && (first.done || first.value.length === 0)) return null
  const rest = (async function* () {
    if (!first.done) yield first.value
    yield* batches
  })()
  return urlset(base, n === 1 ? fixed : [], rest)
}

/**
 * Paths no crawler needs (SPEC 2.1, 2.2): each signed-in role's pages, the account pages, the booking flow, the
 * admins' pages and the development outbox. Prefixes, as robots.txt reads them; none begins a public page's path
 * (/doctors/ is not /doctor/, /radios/ is not /radios_labs).
 */
const privatePaths = [
  // The API; a doctor's photo (an avatar anyone may read) is allowed below, for link previews and image search.
  '/api/',
  // Booking and its aftermath (patients, doctors).
  '/booking',
  '/bookings',
  '/call/',
  '/call-review/',
  '/call-summary/',
  '/session-summary/',
  '/follow-up/',
  '/payments/',
  '/wallet',
  // A patient's own lists and records.
  '/doctors/',
  '/labs/',
  '/lab_details/',
  '/radios/',
  '/radio_details/',
  '/favourites',
  '/health_records',
  '/prescriptions',
  // A prescription's check (issue 45 §4): a code in the address is for the pharmacy holding the paper, not an index.
  '/verify/',
  '/orders',
  '/notifications',
  // Profiles, settings and account changes.
  '/profile',
  '/schedule',
  '/settings',
  '/create-profile',
  '/create-email',
  '/change-email',
  '/change-password',
  '/change-phone',
  '/forgot-password/',
  '/verify-email',
  // The admins'.
  '/admin-sign-in',
  '/manage-',
  '/hh_form_leads',
  '/send-notifications',
  '/dumps',
  '/audit',
  // The development outbox (never in production, issue 7 §1).
  '/dev/',
]

/** /robots.txt: the public pages are for every crawler, the private ones not, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    // The longest matching rule wins (RFC 9309): the photos on doctors' pages, under the API's disallowed prefix.
    'Allow: /api/v1/files/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
