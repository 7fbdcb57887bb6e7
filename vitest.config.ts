import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const nodeModule = (file: string) => path.resolve(import.meta.dirname, 'node_modules', file)
/** The browser's builds of the web's libraries, as the bundle has them: ESM, so the aliases reach their imports too. */
const browserConditions = ['module', 'browser', 'development', 'import', 'default']

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its own process, which on the 2-core machines `npm
    // test` runs on meant one file at a time: 1,063 s for the 249 files, against 622 s with two (every file clones its
    // own database, so files never share state).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web's tests run on react-dom, as the app does, with the libraries' browser builds (ESM), as the bundle
        // has them.
        resolve: {
          conditions: browserConditions,
          alias: [
            { find: '#web', replacement: path.resolve(import.meta.dirname, 'apps/web/src') },
            // MUI names this CommonJS file for Node; a browser bundle gets the ESM one (its package's browser field).
            {
              find: /^react-transition-group\/cjs\/(.*)$/,
              replacement: nodeModule('react-transition-group/esm/$1'),
            },
          ],
        },
        ssr: { resolve: { conditions: browserConditions } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // Above the 10 s that Testing Library's queries may wait (src/testing/setup.ts), with room for a busy machine.
          testTimeout: 30_000,
          server: { deps: { inline: true } },
        },
      },
    ],
  },
})
