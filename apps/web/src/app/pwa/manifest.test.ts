import { afterEach, describe, expect, it } from 'vitest'
import { linkManifest, manifestHref } from './manifest'

const links = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')

afterEach(() => {
  for (const link of links()) link.remove()
  document.documentElement.lang = 'ar'
})

describe('the installable app’s manifest (issue 8 §4)', () => {
  it('is linked once the app asks, in the document’s language, and only once', () => {
    expect(links()).toHaveLength(0)
    document.documentElement.lang = 'ar'
    linkManifest()
    expect([...links()].map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest'])

    document.documentElement.lang = 'en'
    linkManifest()
    expect([...links()].map((link) => link.getAttribute('href'))).toEqual(['/manifest.en.webmanifest'])
  })

  it('names one manifest per language, Arabic unless English', () => {
    expect(manifestHref('ar')).toBe('/manifest.webmanifest')
    expect(manifestHref('en')).toBe('/manifest.en.webmanifest')
    expect(manifestHref('fr')).toBe('/manifest.webmanifest')
  })
})
