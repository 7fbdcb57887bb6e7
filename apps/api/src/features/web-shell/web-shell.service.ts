import { languageSchema, type Language } from '@app/domain/shared'
import { translate } from '@app/i18n'
import * as doctorsService from '#api/features/doctors/doctors.service'
import type { RequestContext } from '#api/plugins/context'

/**
 * The page a browser gets for a path outside /api (issue 8 §5, docs/decisions/0012 "The prerendered heading"): the
 * web app's index.html, in the visitor's language, and on a signed-out visit to a public entry page with that
 * page's heading in the static shell. The heading is what Lighthouse and a visitor's eye take as the page's content
 * (its largest element), and a slow phone painted it only once the scripts had run and the data had come, seconds
 * after the shell; now it is in the first paint. The web app keeps it on screen until its own heading replaces it
 * (shared/ui/page-skeleton.tsx), at the same place and size.
 */

/** A heading for the shell: its text, the width of the page it heads, and whether a doctor's photo is beside it. */
export interface ShellHeading {
  text: string
  /** The page's maxWidth in the web app (its readable width), so that the text wraps there as it will in the app. */
  maxWidth: number
  doctor: boolean
}

/** The public entry pages whose heading is a fixed text: path → the text's key and the page's width. */
const fixedHeadings: Record<string, { key: string; maxWidth: number }> = {
  '/home': { key: 'home:title', maxWidth: 1100 },
  '/primary_doctors': { key: 'doctors:pages.primaryDoctors', maxWidth: 960 },
  '/specialists': { key: 'doctors:pages.specialists', maxWidth: 960 },
  '/clinic': { key: 'doctors:pages.clinic', maxWidth: 960 },
  '/sign-in': { key: 'accounts:signIn.title', maxWidth: 560 },
}

/** A query that changes what the page heads: a chosen specialty, a provider's sign-in (SPEC 1, English). */
const headingQueryKeys = ['specialtyId', 'role']

const doctorPage = /^\/(?:doctor|clinic)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/**
 * The shell's language is the web app's (shared/lib/i18n.ts): the visitor's choice, which the `lang` cookie carries
 * beside the app's own copy, else Arabic. Not the browser's Accept-Language, which the app does not read.
 */
export function shellLanguage(cookie: string | undefined): Language {
  return languageSchema.safeParse(cookie).data ?? 'ar'
}

/**
 * The heading of the page at `address` (a request's path and query) for a signed-out visitor, or null: a signed-in
 * visitor's pages depend on who they are (a patient's home greets them by name, a doctor's is their day), and other
 * pages load with the plain shell.
 */
export async function shellHeading(
  ctx: RequestContext,
  address: string,
  language: Language,
): Promise<ShellHeading | null> {
  // The path as the browser has it (the app's router reads it so), not normalised by a URL parser.
  const [pathname = '', query = ''] = address.split('?', 2)
  const params = new URLSearchParams(query)
  if (headingQueryKeys.some((key) => params.has(key))) return null
  const fixed = fixedHeadings[pathname]
  if (fixed) return { text: translate(language, fixed.key), maxWidth: fixed.maxWidth, doctor: false }
  const doctorId = doctorPage.exec(pathname)?.[1]
  if (!doctorId) return null
  const name = await doctorsService.pageHeading(ctx, doctorId.toLowerCase(), language)
  return name === null ? null : { text: name, maxWidth: 860, doctor: true }
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c)

/** The marker of index.html's shell where a heading goes (apps/web/index.html). */
export const shellTitleMarker = '<div class="app-shell-line app-shell-title"></div>'

/** The web build's `<style>` of a language's first-screen styles (apps/web/vite.config.ts, firstScreenStyles). */
const firstScreenStylesOf = (language: Language) =>
  new RegExp(`<style\\b[^>]*\\bdata-first-screen-styles="${language}"[^>]*>[\\s\\S]*?</style>`)

/**
 * index.html with the language on <html>, the first screens' styles of that language and, when there is one, the
 * heading in the shell. (The installable app's manifest is linked by the app itself, in its language, once a visit
 * has settled: docs/decisions/0012.)
 * Every replacement is a function: a replacement string would read `$&`, `$'` and the like in a doctor's name as
 * patterns and copy parts of the page into it.
 */
export function renderShell(template: string, language: Language, heading: ShellHeading | null): string {
  let page = template.replace(
    /<html lang="ar" dir="rtl">/,
    () => `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
  )
  // The first screens' styles (docs/decisions/0031) of the page's language only: the other's go unused.
  const other = language === 'ar' ? 'en' : 'ar'
  page = page.replace(firstScreenStylesOf(other), () => '')
  if (heading) {
    const h1 = `<h1 class="app-shell-heading">${escapeHtml(heading.text)}</h1>`
    page = page
      .replace(
        '<div class="app-shell-page">',
        () => `<div class="app-shell-page" style="max-width: ${heading.maxWidth}px">`,
      )
      .replace(shellTitleMarker, () =>
        heading.doctor ? `<div class="app-shell-doctor"><div class="app-shell-avatar"></div>${h1}</div>` : h1,
      )
  }
  return page
}
