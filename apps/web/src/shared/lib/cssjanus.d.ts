// cssjanus ships no types; the one call the app makes (emotion-cache.ts).
declare module 'cssjanus' {
  const cssjanus: {
    transform(css: string, options?: { transformDirInUrl?: boolean; transformEdgeInUrl?: boolean }): string
  }
  export default cssjanus
}
