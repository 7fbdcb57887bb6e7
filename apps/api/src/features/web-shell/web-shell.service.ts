import { languageSchema, type Language } from '@app/domain/shared'

// The public pages' addresses, heads, sitemap and robots.txt (issue 42 §2), each in its own file.
export { escapeHtml, scriptJson } from './web-shell.html'
export {
  publicPageOf,
  isEnglishOnly,
  isFilePath,
  pageUrl,
  alternatesOf,
  type PublicPage,
  type PublicPageKind,
} from './web-shell.pages'
export { publicPageHead, type DoctorPageReader, type PageHead } from './web-shell.head'
export { sitemap, sitemapPage, sitemapUrlLimit, robotsTxt } from './web-shell.sitemap'

/**
 * The language of a page (issue 42 §2): `lang` in the address first (`?lang=en` is a page's English address, so a
 * link or a search engine gets the language it asked for), then the visitor's choice, which the `lang` cookie carries
 * beside the web app's own copy (shared/lib/i18n.ts), else Arabic (SPEC 1). Not the browser's Accept-Language, which
 * the app does not read. `queryLang` is the address's `lang` parameter as given (absent, repeated or unknown: ignored).
 */
export function pageLanguage(queryLang: unknown, cookie: unknown): Language {
  return languageSchema.safeParse(queryLang).data ?? languageSchema.safeParse(cookie).data ?? 'ar'
}

/**
 * index.html with the page's language on <html> and, for a public page, its head (title, description, canonical and
 * language links, link previews: web-shell.head.ts) in place of the template's title and description. The app's own
 * HTML goes in with it when the server renders the page (server-renderer.ts). Every replacement is a function: a
 * replacement string would read `$&`, `$'` and the like in a doctor's name as patterns and copy parts of the page
 * into it.
 */
export function renderShell(template: string, language: Language, head?: string): string {
  const page = template.replace(
    /<html lang="ar" dir="rtl">/,
    () => `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
  )
  if (!head) return page
  return page
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta\s+name="description"[^>]*>/, () => '')
    .replace('</head>', () => `${head}</head>`)
}
