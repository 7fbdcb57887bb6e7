import createCache, { type EmotionCache } from '@emotion/cache'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'

/** MUI's RTL step 3: Arabic styles go through stylis-plugin-rtl, which flips physical CSS (left ↔ right). */
export const rtlCache: EmotionCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
export const ltrCache: EmotionCache = createCache({ key: 'muiltr' })

export const cacheFor = (direction: 'rtl' | 'ltr'): EmotionCache =>
  direction === 'rtl' ? rtlCache : ltrCache
