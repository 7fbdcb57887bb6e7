/**
 * Preact in React's place (docs/decisions/0028): its compatibility layer answers every import of React and its DOM
 * renderer, the app's and the libraries' alike (MUI, Emotion, TanStack Query, react-hook-form). The
 * components are written and type-checked against React's API; only the renderer underneath differs, 10 KB gzip
 * where React's DOM renderer was 62 KB of every first screen. The build (vite.config.ts) and the unit tests
 * (vitest.config.ts) resolve through the same list, so the tests run on the renderer the users get.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]
