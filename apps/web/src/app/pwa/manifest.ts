/**
 * The web app manifest's link (issue 8 §4), one manifest per language: the installed app is named in the language it
 * was installed in (vite.config.ts writes both).
 */
export function manifestHref(language: string): string {
  return language === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest'
}

/**
 * Links the manifest of the document's language, once a visit has settled (app/start.tsx). A link in index.html had
 * Chromium check at once whether the app installs (the manifest, its icons) and animate its install button: the
 * browser's main thread was busy for the page's first second, beside the first screen's render, on this 2-core
 * machine (docs/decisions/0012). The providers keep its language in step afterwards.
 */
export function linkManifest(): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'manifest'
    document.head.append(link)
  }
  const href = manifestHref(document.documentElement.lang)
  if (link.getAttribute('href') !== href) link.setAttribute('href', href)
}
