import { afterEach, describe, expect, it } from 'vitest'
import {
  capturePrerenderedHeading,
  forgetPrerenderedHeading,
  prerenderedHeading,
} from './prerendered-heading'

/** Issue 8 §5: the heading the server prerendered in the shell, kept by the first page's skeleton. */

function shell(inner: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `<div class="app-shell"><div class="app-shell-main"><div class="app-shell-page" style="max-width: 860px">${inner}</div></div></div>`
  return root
}

afterEach(() => {
  forgetPrerenderedHeading()
  window.history.replaceState(null, '', '/')
  document.documentElement.lang = ''
})

describe('the prerendered heading', () => {
  it("is the first page's, in the language the server wrote it, until the visitor moves on", () => {
    window.history.replaceState(null, '', '/doctor/abc?x=1')
    document.documentElement.lang = 'ar'
    capturePrerenderedHeading(
      shell(
        '<div class="app-shell-doctor"><div class="app-shell-avatar"></div><h1 class="app-shell-heading">د. منى</h1></div>',
      ),
    )
    expect(prerenderedHeading('ar')).toEqual({ text: 'د. منى', doctor: true, maxWidth: 860 })
    // The app reads English (a stored choice the cookie did not carry): the Arabic heading is not its.
    expect(prerenderedHeading('en')).toBeNull()
    window.history.replaceState(null, '', '/doctor/abc')
    expect(prerenderedHeading('ar')).toBeNull()
    window.history.replaceState(null, '', '/doctor/abc?x=1')
    forgetPrerenderedHeading()
    expect(prerenderedHeading('ar')).toBeNull()
  })

  it('is none when the server sent the plain shell', () => {
    document.documentElement.lang = 'en'
    capturePrerenderedHeading(shell('<div class="app-shell-line app-shell-title"></div>'))
    expect(prerenderedHeading('en')).toBeNull()
  })

  it('takes a page heading with the default width when the page gives none', () => {
    document.documentElement.lang = 'en'
    const root = document.createElement('div')
    root.innerHTML = '<div class="app-shell-page"><h1 class="app-shell-heading">Sign in</h1></div>'
    capturePrerenderedHeading(root)
    expect(prerenderedHeading('en')).toEqual({ text: 'Sign in', doctor: false, maxWidth: 720 })
  })
})
