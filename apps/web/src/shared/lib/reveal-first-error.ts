const marked = '[aria-invalid="true"], .Mui-error'
const focusable =
  'input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea, [role="combobox"], button'

/**
 * Brings the first invalid field of `root` (in the page's order, not the form library's registration order) fully
 * into view and focuses it; returns its label and message for a notice. Centred, so neither the top bar nor a sticky
 * save bar covers it on a phone (issue 7 §3 "errors hidden on the phone").
 */
export function revealFirstError(root: HTMLElement | null): { field: string; message: string } | null {
  const first = root?.querySelector<HTMLElement>(marked)
  if (!first) return null
  const group = first.closest<HTMLElement>('.MuiFormControl-root, [role="radiogroup"], fieldset') ?? first
  const target = group.matches(focusable) ? group : (group.querySelector<HTMLElement>(focusable) ?? first)
  // jsdom (component tests) has no layout and no scrollIntoView.
  target.scrollIntoView?.({ block: 'center', inline: 'nearest' })
  target.focus({ preventScroll: true })
  return { field: labelOf(group), message: messageOf(group, target) }
}

function labelOf(group: HTMLElement): string {
  const label = group.querySelector('label, legend')
  if (!label) return ''
  // Without the required-field asterisk.
  return [...label.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.classList.contains('MuiFormLabel-asterisk')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim()
}

function messageOf(group: HTMLElement, target: HTMLElement): string {
  const helper = group.querySelector('.MuiFormHelperText-root.Mui-error')
  if (helper?.textContent) return helper.textContent.trim()
  const described = target.getAttribute('aria-describedby')?.split(/\s+/) ?? []
  return described
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
}
