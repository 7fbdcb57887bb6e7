import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const apiFeatures = featuresOf('./apps/api/src/features/')
/** A feature's entry points: its `*.service.ts` files (accounts has sessions and contact services beside its own). */
const servicesOf = (feature) =>
  readdirSync(new URL(`./apps/api/src/features/${feature}/`, import.meta.url)).filter((name) =>
    name.endsWith('.service.ts'),
  )
const webFeatures = featuresOf('./apps/web/src/features/')
/**
 * Issue 41 §6: feature pairs that once depended on each other both ways, made one-way. Each is [higher, lower]: the
 * higher feature may use the lower one's services, the lower one never imports the higher one, not even its
 * services. What the lower feature needs back goes through a seam in shared/ that the higher one registers
 * (account-profiles, order-settlements), a value passed in by the caller (notifications' recipientOf) or a route
 * the higher feature serves (doctors' availability).
 */
const oneWay = [
  ['accounts', 'notifications'],
  ['profiles', 'accounts'],
  ['bookings', 'payments'],
  ['doctors', 'schedules'],
]

/**
 * Issue 7 §2 feature boundaries, held by import-x's no-restricted-paths (resolved through the TypeScript path
 * aliases, so '#api/…', '#web/…' and relative imports count alike):
 * - web: a feature imports only shared, domain and i18n, never another feature (compose in app/ or flows/);
 * - web, flows/ (issue 41 §6): composed flows (the booking wizard, the doctor editor, the doctor's page and
 *   search) import features, shared and app/paths, never the rest of app/; features and shared never import flows;
 * - api: a feature reaches another only through that feature's services (`*.service.ts`), never its
 *   repository, routes or helpers; plugins/ and adapters/ import no feature;
 * - api, the pairs of `oneWay`: the lower feature imports nothing of the higher one.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A web feature never imports another feature: compose features in app/ or flows/.',
  })),
  {
    target: './apps/web/src/flows',
    from: './apps/web/src/app',
    except: ['./paths.ts'],
    message: 'A flow composes features; it never imports app/ but its route table (app/paths).',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/flows',
    message: 'A feature never imports a flow: flows compose features, not the other way round.',
  },
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/flows',
    message: 'shared/ never imports a flow.',
  },
  ...apiFeatures.map((feature) => ({
    target: `./apps/api/src/features/${feature}`,
    from: './apps/api/src/features',
    except: [
      `./${feature}`,
      ...apiFeatures
        .filter((other) => other !== feature)
        .flatMap((other) => servicesOf(other).map((name) => `./${other}/${name}`)),
    ],
    message: "A feature reaches another only through that feature's services (*.service.ts).",
  })),
  ...oneWay.map(([higher, lower]) => ({
    target: `./apps/api/src/features/${lower}`,
    from: `./apps/api/src/features/${higher}`,
    message: `${higher} uses ${lower}, so ${lower} never imports ${higher} (issue 41 §6): pass in what it needs.`,
  })),
  {
    target: './apps/api/src/adapters',
    from: './apps/api/src/features',
    // Known exception, left to the outbox's owner (issue 7 §1 dev outbox): the development mail and SMS adapters
    // write to the dev outbox's repository. Nothing else may be added here.
    except: ['./dev/dev.repository.ts'],
    message: 'adapters/ import no feature.',
  },
  {
    target: './apps/api/src/plugins',
    from: './apps/api/src/features',
    // The one exception: the session plugin (plugins/auth.ts) resolves the session cookie through the accounts
    // feature's sessions service (resolveSession). Everything else in plugins/ stays feature-free.
    except: ['./accounts/sessions.service.ts'],
    message: 'plugins/ import no feature.',
  },
  {
    target: './apps/api/src/plugins/!(auth).ts',
    from: './apps/api/src/features',
    message: 'plugins/ import no feature (only auth.ts may resolve sessions through the sessions service).',
  },
]

/**
 * Issue 41 §6: every TanStack Query key of the web app is built by the typed registry in
 * apps/web/src/shared/lib/query-keys.ts (`queryKeys.session`, `queryKeys.doctorReviews.list(filters)`, …), so a
 * feature never names its own or another feature's key as a literal that could drift from the one the query uses.
 */
const queryKeyMessage =
  "Build query keys with queryKeys from '#web/shared/lib/query-keys' (issue 41 §6), never as a literal array."
const literalQueryKeys = [
  // useQuery / queryOptions / invalidateQueries({ queryKey: [...] }) and the filters of the other cache calls
  "Property[key.name='queryKey'] > ArrayExpression",
  "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
  // queryClient.setQueryData(['…'], …), getQueryData, getQueryState
  "CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/][arguments.0.type='ArrayExpression']",
  "CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/][arguments.0.type='TSAsExpression']",
  // a key kept aside: const fooKey = ['foo'] as const, const fooKey = (id) => ['foo', id] as const
  "VariableDeclarator[id.name=/[kK]ey$/] > TSAsExpression > ArrayExpression[elements.0.type='Literal']",
  "VariableDeclarator[id.name=/[kK]ey$/] > ArrowFunctionExpression TSAsExpression > ArrayExpression[elements.0.type='Literal']",
].map((selector) => ({ selector, message: queryKeyMessage }))

/**
 * MUI 9's Typography takes its colour from a palette name or textPrimary / textSecondary / textDisabled; a path such as
 * "text.secondary" (the system prop of older versions) is dropped without a word, and the text stays black.
 */
const typographyColourPath = {
  selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/\\./]",
  message:
    'Typography color takes textSecondary (or textPrimary, textDisabled, a palette name), never a path.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no TypeScript module and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
            'packages/i18n/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Issue 7 §2: no import cycles, within a feature or across features.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@mui/*'], message: 'domain is pure: no UI libraries.' },
            { group: ['fastify', 'kysely', 'pg', 'node:*'], message: 'domain is pure: no I/O.' },
            { group: ['#api/*', '#web/*', '@app/i18n*'], message: 'domain depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/**',
      'apps/api/src/testing/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['kysely', 'pg'], message: 'Only repositories, db/ and testing/ speak SQL.' },
            {
              group: ['#api/db/*', '!#api/db/database'],
              message: 'Only repositories, db/ and testing/ speak SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/features/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.repository'], message: 'Routes call their service, never a repository.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/lib/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalQueryKeys, typographyColourPath] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#web/app/*'],
              message: 'features and shared never import app/: compose in app/routes.',
            },
          ],
        },
      ],
    },
  },
)
