import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiPort = process.env.API_PORT ?? '3001'

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`)

/**
 * Libraries by how often they change and who needs them. MUI is left out on purpose: each page's chunk then carries
 * only the components it uses, instead of one chunk of every component in the app on the home page.
 */
const vendorGroups = [
  { name: 'react', test: pkg('react|react-dom|scheduler') },
  { name: 'router', test: pkg('react-router') },
  // Emotion and the RTL plugin only: @mui/system and @mui/utils stay with the components that use them.
  { name: 'styles', test: pkg('@emotion/[^\\\\/]+|stylis|stylis-plugin-rtl|cssjanus') },
  { name: 'i18n', test: pkg('i18next|react-i18next|html-parse-stringify|void-elements') },
  { name: 'query', test: pkg('@tanstack/[^\\\\/]+') },
  { name: 'zod', test: pkg('zod') },
  { name: 'forms', test: pkg('react-hook-form|@hookform/resolvers') },
]

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      // packages/domain is pure by design (no I/O, lint-enforced): importing one rule from a feature's barrel must not
      // drag the feature's zod schemas (and zod) into the page that only needs the rule.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
})
