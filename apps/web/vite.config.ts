import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { transform as transformCss } from 'lightningcss'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const apiPort = process.env.API_PORT ?? '3001'

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`)

/**
 * Libraries by how often they change and who needs them. MUI is left out on purpose: each page's chunk then carries
 * only the components it uses, instead of one chunk of every component in the app on the home page.
 */
const vendorGroups = [
  { name: 'react', test: pkg('react|react-dom|scheduler') },
  // Emotion and the RTL plugin only: @mui/system and @mui/utils stay with the components that use them.
  { name: 'styles', test: pkg('@emotion/[^\\\\/]+|stylis|stylis-plugin-rtl|cssjanus') },
  { name: 'query', test: pkg('@tanstack/[^\\\\/]+') },
  { name: 'zod', test: pkg('zod') },
  { name: 'forms', test: pkg('react-hook-form|@hookform/resolvers') },
]

/** The signed-out theme's colour (shared/lib/theme.ts roleColors.default); the app recolours the bar per role. */
const themeColor = '#00695c'
const backgroundColor = '#f6f8f9'

/**
 * The web app manifests (issue 8 §4, docs/decisions/0012): one per language, named from the i18n files, so the app
 * installs under its Arabic name and right to left, or its English one when the page is English (app/pwa/manifest.ts
 * links the manifest of the document's language).
 */
function webManifests(): Plugin {
  const frame = (language: 'ar' | 'en') =>
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, `../../packages/i18n/src/locales/${language}/frame.json`),
        'utf8',
      ),
    ) as { app: { name: string; shortName: string; description: string } }
  const manifest = (language: 'ar' | 'en') => {
    const { app } = frame(language)
    return {
      id: '/',
      name: app.name,
      short_name: app.shortName,
      description: app.description,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: themeColor,
      background_color: backgroundColor,
      categories: ['medical', 'health'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    }
  }
  return {
    name: 'sehha-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const [fileName, language] of [
        ['manifest.webmanifest', 'ar'],
        ['manifest.en.webmanifest', 'en'],
      ] as const)
        this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(manifest(language), null, 2)}\n` })
    },
  }
}

/**
 * The first screen's static CSS (src/app/styles/first-screen.css, a few KB, linked by index.html) written into
 * index.html as a `<style>`, minified (lightningcss, Vite's own CSS minifier): a stylesheet link holds the first paint
 * until it has arrived, one more request on a slow phone. Taken out of the page before Vite reads it, so the file is no
 * asset of the build: an asset Vite bundled would be listed among the preloads of the chunks that import from the
 * entry, and the browser would fetch it again with the first of them.
 */
function inlineFirstScreenCss(): Plugin {
  const link = '<link rel="stylesheet" href="/src/app/styles/first-screen.css" />'
  return {
    name: 'sehha-inline-first-screen-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes(link)) throw new Error(`index.html: no ${link}`)
        const file = source('src/app/styles/first-screen.css')
        const { code } = transformCss({ filename: file, code: readFileSync(file), minify: true })
        return html.replace(link, () => `<style>${code.toString()}</style>`)
      },
    },
  }
}

const source = (file: string) => path.resolve(import.meta.dirname, file)

/**
 * Route modules opened by few people, on their work's desktop, by their chunks' names: every admin page, the
 * developers' outbox, a doctor's schedule and session summary, and the sign-ups and sign-in of doctors, centres and
 * admins — and the guided tour, fetched once the home is idle.
 */
const routeModules = (folder: string) =>
  readdirSync(path.resolve(import.meta.dirname, 'src/app/routes', folder))
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => name.replace(/\.tsx$/, ''))
/**
 * Chunks the entry itself imports (its vendor groups and the bundler's runtime): naming them in every lazy import's
 * list only made the entry longer (the preload helper skips what has loaded). The filter leaves them out of
 * index.html's own list too, so the browser finds them as it parses the entry, and that measures better: preloaded
 * from the HTML, the slowed phone's blocking time was about 50 ms longer (server-rendered search, clinic search and
 * doctor's page, four rounds of five visits each way, December 2026), and the page's heading came no sooner beyond
 * the runs' spread.
 */
const loadedByEntry = /\/(rolldown-runtime|react|styles|query)-[\w-]+\.js$/

const lazyWithoutPreload = new RegExp(
  `/(${[
    'guided-tour',
    ...routeModules('admin'),
    ...routeModules('dev'),
    ...routeModules('schedules'),
    'session-summary',
    'sign-up-doctor',
    'sign-up-lab',
    'sign-up-radio',
    'admin-sign-in',
  ].join('|')})-[\\w-]+\\.js$`,
)

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    webManifests(),
    inlineFirstScreenCss(),
    VitePWA({
      // We write the worker ourselves (src/service-worker/sw.ts): precache the shell, never the API, receive pushes.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // Registration is ours too (app/pwa/register-service-worker.ts, once a visit has settled), and so is the manifest
      // (above).
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Source maps are for debugging, and the worker precaches itself through the browser already.
        globIgnores: ['**/*.map', 'sw.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  // `#web/…` as in tsconfig.json (the build's bundler reads it on its own, the development server only when asked).
  resolve: { tsconfigPaths: true },
  // JSX through React's automatic runtime (no React Fast Refresh: a change in development reloads the page).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, ws: true } },
  },
  preview: { host: '127.0.0.1' },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`) carries its libraries inside, as the browser's
  // bundle does: one module graph, resolved the browser's way, and nothing in node_modules loaded by Node's own rules
  // (MUI's and stylis-plugin-rtl's CommonJS builds).
  ssr: { noExternal: true },
  // React's production build on the server too (Vite replaces NODE_ENV in the browser's bundle only): the development
  // one renders several times slower and checks what the browser's never will.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Chunks loaded without the list of their dependencies to preload: the entry carries every preloaded import's
    // list of file names (about 8 KB gzip of the entry in December 2026), paid by every visitor's first screen. The
    // guided tour (issue 45 §2) is fetched once the home is idle; the admins' pages are opened by a few people on a
    // desktop, for whom a chunk's imports found as it loads (one round trip a level) cost less than every patient's
    // phone downloading their names (ADR 0051).
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        lazyWithoutPreload.test(filename) ? [] : deps.filter((dep) => !loadedByEntry.test(dep)),
    },
    rolldownOptions: {
      input: { index: source('index.html') },
      // Libraries mark their client components with "use client" for React's server renderer; a browser bundle has
      // no use for the directive, and dropping it is what it should do (React's own plugin silenced this too).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return
        warn(warning)
      },
      // packages/domain is pure by design (no I/O, lint-enforced): importing one rule from a feature's barrel must not
      // drag the feature's zod schemas (and zod) into the page that only needs the rule.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          // Emotion imports it bare (for `withTheme`, which nothing here uses); a CommonJS package counts as having
          // side effects unless told, so 1.1 KB gzip of it and react-is sat on every first screen unused.
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
}))
