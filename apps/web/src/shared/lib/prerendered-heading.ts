/**
 * The heading the server prerendered into index.html's shell for the page this visit opened on (issue 8 §5,
 * apps/api/src/features/web-shell): read before the app's first render replaces the shell, so that the page's
 * skeleton keeps it on screen, at the same place and size, until the page's own heading takes over. A visitor on a
 * slow phone sees where they are from the first paint, and the heading is not painted a second time, later.
 */
export interface PrerenderedHeading {
  text: string
  /** A doctor's name, with the photo beside it as on the doctor's page. */
  doctor: boolean
  /** The page's readable width, as the server laid the shell out. */
  maxWidth: number
}

let captured: { heading: PrerenderedHeading; href: string; language: string } | null = null

const hrefOf = (location: Pick<Location, 'pathname' | 'search'>) => location.pathname + location.search

/** Reads the shell's heading, if the server put one there. Call once, before the first render. */
export function capturePrerenderedHeading(root: ParentNode = document): void {
  const heading = root.querySelector('.app-shell-heading')
  const page = root.querySelector<HTMLElement>('.app-shell-page')
  const text = heading?.textContent
  captured = text
    ? {
        heading: {
          text,
          doctor: heading.parentElement?.classList.contains('app-shell-doctor') ?? false,
          maxWidth: Number.parseInt(page?.style.maxWidth ?? '', 10) || 720,
        },
        href: hrefOf(window.location),
        language: document.documentElement.lang,
      }
    : null
}

/**
 * The first page's prerendered heading while the visitor is still on that page, in the app's `language`; null
 * anywhere else, and when the server wrote it in the other language (its cookie and the app's stored choice can
 * differ: cleared cookies).
 */
export function prerenderedHeading(language: string): PrerenderedHeading | null {
  return captured && captured.href === hrefOf(window.location) && captured.language === language
    ? captured.heading
    : null
}

/** Once the visitor has moved on, the heading belongs to no page (going back finds the page's own). */
export function forgetPrerenderedHeading(): void {
  captured = null
}
