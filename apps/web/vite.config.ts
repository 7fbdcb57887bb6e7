import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { preactAliases } from './preact-aliases.ts'

const apiPort = process.env.API_PORT ?? '3001'

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`)

/**
 * Libraries by how often they change and who needs them. MUI is left out on purpose: each page's chunk then carries
 * only the components it uses, instead of one chunk of every component in the app on the home page.
 */
const vendorGroups = [
  { name: 'preact', test: pkg('preact') },
  // Emotion and the RTL plugin only: @mui/system and @mui/utils stay with the components that use them.
  { name: 'styles', test: pkg('@emotion/[^\\\\/]+|stylis|stylis-plugin-rtl|cssjanus') },
  { name: 'query', test: pkg('@tanstack/[^\\\\/]+') },
  { name: 'zod', test: pkg('zod') },
  { name: 'forms', test: pkg('react-hook-form|@hookform/resolvers') },
]

/**
 * MUI's `createTheme` without its CSS-variables branch (issue 8 §5, docs/decisions/0012). Every MUI component
 * imports a default theme built by `createTheme()`, and `createTheme` imports `createThemeWithVars` with the CSS
 * variables parser and colour-scheme machinery (about 4 KB gzip on every first screen) even though this app never
 * asks for CSS variables or colour schemes — for such options MUI itself calls `createThemeNoVars` and nothing else.
 * The replacement does exactly that, and refuses the options it does not handle rather than ignore them.
 */
function muiThemeWithoutCssVariables(): Plugin {
  const virtualId = '\0sehha-mui-create-theme'
  const stylesDir = /[\\/]@mui[\\/]material[\\/]styles[\\/]/
  return {
    name: 'sehha-mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createTheme.mjs' && importer && stylesDir.test(importer)) return virtualId
      return null
    },
    load(id) {
      if (id !== virtualId) return null
      const noVars = path.resolve(
        import.meta.dirname,
        '../../node_modules/@mui/material/styles/createThemeNoVars.mjs',
      )
      return `import createThemeNoVars from ${JSON.stringify(noVars)};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('createTheme: CSS variables and colour schemes are left out of this build (vite.config.ts)');
  return createThemeNoVars(options, ...args);
}
`
    },
  }
}

/**
 * MUI's fallback themes made when first read, not when their module is evaluated (issue 8 §5, docs/decisions/0012).
 * Up to six MUI modules on a first screen make a theme at their top level (`const defaultTheme = createTheme()`:
 * Material's default theme, @mui/system's for `styled`, `useTheme`, Stack…) for a component rendered outside any
 * ThemeProvider. This app renders everything inside one (app/providers.tsx), so these themes are never read, yet
 * making them was a quarter of the app's largest task: evaluating its modules, 19 ms of this machine's CPU unslowed
 * on the search page, 10–15 ms without them (alternating Lighthouse runs). Here each is a stand-in that makes its
 * theme the first time anything reads it, then reads through to it. A MUI module that no longer has the line is left
 * as it is (it costs speed only).
 */
function muiFallbackThemesWhenRead(): Plugin {
  const helperId = '\0sehha-theme-when-read'
  const muiModule = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/].*\.mjs$/
  const madeAtTopLevel = /^(export )?const (\w+) = createTheme\(\);$/m
  return {
    name: 'sehha-mui-fallback-themes-when-read',
    enforce: 'pre',
    resolveId: (source) => (source === helperId ? helperId : null),
    load(id) {
      if (id !== helperId) return null
      return `export function themeWhenRead(make) {
  let theme;
  const made = () => (theme ??= make());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(made(), key),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
`
    },
    transform(code, id) {
      if (!muiModule.test(id) || !madeAtTopLevel.test(code)) return null
      return {
        // On the module's first line, so that its lines stay where they were for the source map.
        code: `import { themeWhenRead as __themeWhenRead } from ${JSON.stringify(helperId)};${code.replace(
          madeAtTopLevel,
          (_line, exported: string | undefined, name: string) =>
            `${exported ?? ''}const ${name} = __themeWhenRead(() => createTheme());`,
        )}`,
        map: null,
      }
    },
  }
}

/**
 * What a dynamic import preloads (issue 8 §5, docs/decisions/0012). The preload helper appends a
 * `<link rel="modulepreload">` for every chunk the imported one needs, from script (six per task, preloadLinksInSlices
 * below), at about 0.75 ms of a phone's main thread per link unslowed: ~30 links for the app's start (main.tsx's
 * import), 50–90 for a page.
 * Preloaded here are only the chunks the browser would find late:
 * - not those the imported chunk imports itself (the bundler hoists transitive imports into it, so they are most
 *   of them): the browser asks for them as soon as it parses the chunk;
 * - not, for any import after the start, the start's own graph: it is fetched before any of them runs.
 * Measured (`npm run bench`, phone, slow 4G, 4× CPU): blocking time down by a third to a half on every entry route,
 * the page's heading at the same time. (Links in index.html instead were fetched before the first paint and held it
 * back.)
 */
const appStart = /[\\/]src[\\/]app[\\/]start\.tsx$/
function firstScreenModulePreload() {
  let bundle: Record<string, { type: string; imports?: string[]; facadeModuleId?: string | null }> = {}
  let start: { fileName: string; graph: Set<string> } | undefined
  const plugin: Plugin = {
    name: 'sehha-first-screen-modulepreload',
    apply: 'build',
    // Runs before Vite's own generateBundle, which asks resolveDependencies below.
    generateBundle: {
      order: 'pre',
      handler: (_options, output) => {
        bundle = output
        start = undefined
      },
    },
  }
  const importsOf = (fileName: string) => bundle[fileName]?.imports ?? []
  const theStart = () => {
    if (start) return start
    const fileName = Object.keys(bundle).find((name) => appStart.test(bundle[name]?.facadeModuleId ?? ''))
    if (!fileName) throw new Error('firstScreenModulePreload: no chunk for src/app/start.tsx')
    const graph = new Set<string>()
    const visit = (name: string) => {
      if (graph.has(name)) return
      graph.add(name)
      for (const imported of importsOf(name)) visit(imported)
    }
    visit(fileName)
    start = { fileName, graph }
    return start
  }
  const resolveDependencies = (fileName: string, deps: string[]) => {
    const direct = new Set(importsOf(fileName))
    const { fileName: startFile, graph } = theStart()
    const loaded = fileName === startFile ? new Set<string>() : graph
    return deps.filter((dep) => !direct.has(dep) && !loaded.has(dep))
  }
  return { plugin, resolveDependencies }
}
const startPreload = firstScreenModulePreload()

/**
 * Vite's preload helper (`__vitePreload`, which every dynamic `import()` goes through), with its links added a few
 * per task (issue 8 §5, docs/decisions/0012). Vite's adds every `<link rel="modulepreload">` of an import in the
 * task that asks for it, and each link starts a fetch (about 0.5 ms of the main thread unslowed): asking for the
 * search's page took a median 24 ms unslowed in one task (8 runs), 6 ms with six links per task. Here the module is
 * asked for at once (the browser fetches its own imports as it reads it), the first links go in the same task and
 * the rest in the next ones; a link already in the page is not added again, a stylesheet is still waited for before
 * its module runs, and a failed preload still raises `vite:preloadError`, as in Vite's.
 */
function preloadLinksInSlices(): Plugin {
  const helperId = '\0vite/preload-helper.js'
  // The site's base, as Vite's own helper prefixes it to a dependency's file name.
  let base = '/'
  return {
    name: 'sehha-preload-links-in-slices',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      base = config.base
    },
    resolveId: (source) => (source === helperId ? helperId : null),
    load(id) {
      if (id !== helperId) return null
      return `const seen = new Set();
const perTask = 6;
const pending = [];
let scheduled = false;
function addLinks() {
  scheduled = false;
  for (const link of pending.splice(0, perTask)) document.head.appendChild(link);
  if (pending.length) { scheduled = true; setTimeout(addLinks, 0); }
}
function failed(err) {
  const e = new Event('vite:preloadError', { cancelable: true });
  e.payload = err;
  window.dispatchEvent(e);
  if (!e.defaultPrevented) throw err;
}
let inPage;
export const __vitePreload = (baseModule, deps) => {
  if (!inPage) inPage = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
  const styles = [];
  for (const dep of deps || []) {
    const href = new URL(${JSON.stringify(base)} + dep, document.baseURI).href;
    if (seen.has(href) || inPage.has(href)) continue;
    seen.add(href);
    const link = document.createElement('link');
    link.crossOrigin = '';
    link.href = href;
    if (href.endsWith('.css')) {
      link.rel = 'stylesheet';
      styles.push(new Promise((resolve, reject) => {
        link.addEventListener('load', resolve);
        link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)));
      }));
      document.head.appendChild(link);
    } else {
      link.rel = 'modulepreload';
      link.as = 'script';
      pending.push(link);
    }
  }
  if (pending.length && !scheduled) addLinks();
  const ready = styles.length ? Promise.all(styles).catch(failed) : Promise.resolve();
  return ready.then(() => baseModule().catch(failed));
};
`
    },
  }
}

/**
 * The first screens' styles in the static shell (issue 8 §5, docs/decisions/0031): a `<style>` per language with the
 * CSS Emotion inserts for the entry routes' first screens and their names (`data-styles="muirtl <name> <name>…"`).
 * The app's Emotion caches mark those names inserted when they are made (`withShellStyles` in emotion-cache.ts) and
 * never work those styles out or insert them again: that was a third to a half of a slow phone's first render. The
 * attribute is not Emotion's own `data-emotion`, whose hydration would move the tag (and parse its CSS) twice. The
 * API keeps the tag of the page's language (apps/api/src/features/web-shell); a shell served otherwise (the
 * Capacitor apps) keeps both, and each cache takes its own. first-screen-styles/<lang>.json is written by `npm run
 * first-screen-styles` and checked by e2e/tests/first-screen-styles.spec.ts. A name is a hash of the styles before
 * stylis, so a style the app now writes otherwise mostly has a new name and is inserted at run time (a stale file
 * costs speed only); a change to stylis's plugins keeps the names, which the journey catches.
 */
function firstScreenStyles(): Plugin {
  return {
    name: 'sehha-first-screen-styles',
    apply: 'build',
    transformIndexHtml: () =>
      (['ar', 'en'] as const).flatMap((language) => {
        const file = path.resolve(import.meta.dirname, `first-screen-styles/${language}.json`)
        if (!existsSync(file)) return []
        const { key, styles } = JSON.parse(readFileSync(file, 'utf8')) as {
          key: string
          styles: Record<string, string>
        }
        const css = Object.values(styles).join('')
        if (css.includes('</')) throw new Error(`${file}: a style would end its <style> tag`)
        return [
          {
            tag: 'style',
            attrs: {
              'data-first-screen-styles': language,
              'data-styles': [key, ...Object.keys(styles)].join(' '),
            },
            children: css,
            injectTo: 'head' as const,
          },
        ]
      }),
  }
}

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

const source = (file: string) => path.resolve(import.meta.dirname, file)

/**
 * The first screen's code in a few chunks instead of some thirty (issue 8 §5, docs/decisions/0012). Left to itself,
 * the bundler makes a chunk of each set of modules that the same pages share, and the modules the app's start
 * imports were 25 files of 0.3–12 KB, each a request, a task or more of the page's main thread and the browser's, and
 * a round trip on a slow phone's six connections. The start is a build entry of its own (below), so the bundler tags
 * what it imports as `$initial`, and three groups take it, after the libraries' (above):
 * - `entry`: what main.tsx imports itself (the stored language, Vite's preload helper): main.tsx stays a small
 *   script that runs once the static shell has been painted, not after the app has been fetched and evaluated;
 * - `router`: the router and the texts, which app/libraries.ts imports beside the start: evaluated in the libraries'
 *   task, without the app;
 * - `app`: the rest of the start's graph.
 * Measured on every entry route: 5.6–6.5 KB gzip less, 16 files fewer (home 33 to 17, a doctor's page 64 to 48).
 */
const firstScreenGroups = [
  {
    name: 'entry',
    test: /[\\/]src[\\/]shared[\\/]lib[\\/]stored-language\.ts$|preload-helper|modulepreload-polyfill/,
  },
  { name: 'router', test: /[\\/]src[\\/]shared[\\/]lib[\\/](router|i18n)\.tsx?$/ },
  {
    name: 'app',
    tags: ['$initial' as const],
    // Not the entries themselves: each stays the small chunk that starts its part.
    test: (id: string) => !/\.html($|\?)|[\\/]src[\\/](main|app[\\/]start)\.tsx$/.test(id),
  },
]

export default defineConfig({
  plugins: [
    muiThemeWithoutCssVariables(),
    muiFallbackThemesWhenRead(),
    webManifests(),
    firstScreenStyles(),
    startPreload.plugin,
    preloadLinksInSlices(),
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
  // Preact's aliases; `#web/…` as in tsconfig.json (the build's bundler reads it on its own, the development server
  // only when asked).
  resolve: { alias: preactAliases, tsconfigPaths: true },
  // JSX through React's automatic runtime, which the aliases above make Preact's (no React Fast Refresh: a change in
  // development reloads the page).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, ws: true } },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: { resolveDependencies: startPreload.resolveDependencies },
    rolldownOptions: {
      // The start is an entry so that what it imports is tagged `$initial` (firstScreenGroups); index.html still
      // starts it by a dynamic import once the shell is painted (main.tsx).
      input: { index: source('index.html'), start: source('src/app/start.tsx') },
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
          groups: [...vendorGroups, ...firstScreenGroups],
        },
      },
    },
  },
})
