import createCache, { type EmotionCache } from '@emotion/cache'
import { createContext, useContext } from 'react'
import { prefixer } from 'stylis'
import rtlPluginModule from 'stylis-plugin-rtl'

/**
 * MUI's right-to-left setup, step 3 (mui.com/material-ui/customization/right-to-left): Arabic pages' styles go
 * through stylis-plugin-rtl, which flips physical CSS (left ↔ right) as cssjanus does; English pages' do not. The
 * package is CommonJS without `exports`, so Node's own ESM loader (the server renderer's) hands its function over as
 * `default` of a namespace (wave3-stack-notes §1).
 */
const rtlPlugin = ((rtlPluginModule as unknown as { default?: typeof rtlPluginModule }).default ??
  rtlPluginModule) as typeof rtlPluginModule

export interface EmotionCaches {
  rtl: EmotionCache
  ltr: EmotionCache
}

/**
 * The two caches of a document (the browser's) or of the server renderer (entry-server.tsx, which extracts from them
 * each page's own styles). The keys name the styles in the page, so the browser's caches take over the styles the
 * server rendered into it instead of inserting them again.
 */
export function createEmotionCaches(): EmotionCaches {
  return {
    rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
    ltr: createCache({ key: 'muiltr', stylisPlugins: [prefixer] }),
  }
}

let browserCaches: EmotionCaches | undefined
/** The browser's caches, made when first asked for: after the server's styles are in the document. */
const inBrowser = (): EmotionCaches => (browserCaches ??= createEmotionCaches())

const EmotionCachesContext = createContext<EmotionCaches | null>(null)

/** A request's caches for everything below it (the server renderer); the browser's by default. */
export const EmotionCachesProvider = EmotionCachesContext.Provider

/** The cache for a direction: the request's on the server, the document's in a browser. */
export function useEmotionCache(direction: 'rtl' | 'ltr'): EmotionCache {
  const caches = useContext(EmotionCachesContext) ?? inBrowser()
  return caches[direction]
}
