// ESLint for the whole repository (`npm run lint`, and a suite of `npm test`).
// Besides the usual checks it keeps the layers docs/architecture.md describes: who may import whom.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { noLiteralUiText } from './client/eslint-rules/no-literal-ui-text.mjs';

// Every folder under client/src/features is a feature: a new one gets its own zone at once,
// with no list to forget to update.
const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const client = (dir) => `./client/src/${dir}`;
// The same for the server's features (server/src/features/<feature>/: routes, store part, adapters).
const SERVER_FEATURES = readdirSync(new URL('./server/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const server = (dir) => `./server/src/${dir}`;
// Zones are read from the repository's root wherever ESLint runs (a test lints from server/).
const basePath = fileURLToPath(new URL('.', import.meta.url));
// The client's `#app/…` imports (client/tsconfig.json's paths) resolve to client/src, so the zones
// below hold for them as for relative ones.
const CLIENT_SRC = fileURLToPath(new URL('./client/src', import.meta.url));

/**
 * Issue 56: inside the client a module is named from src (`#app/lib/form`), never by climbing two
 * folders or more ('../../lib/form'); `node scripts/short-imports.mjs` rewrites such imports.
 */
const CLIMB_MESSAGE =
  "Name the module from client/src: '#app/…' instead of climbing '../../' (node scripts/short-imports.mjs rewrites it).";
const CLIMB = { regex: '^\\.\\./\\.\\./', message: CLIMB_MESSAGE };
// import() and vi.mock('…') / vi.importActual('…') are not import declarations: no-restricted-syntax
// sees them (esquery's regex takes no '/', hence \u002F).
const CLIMB_LITERAL = 'Literal[value=/^\\.\\.\\u002F\\.\\.\\u002F/]';
const climbingCalls = [
  { selector: `ImportExpression > ${CLIMB_LITERAL}`, message: CLIMB_MESSAGE },
  { selector: `CallExpression[callee.object.name='vi'] > ${CLIMB_LITERAL}.arguments`, message: CLIMB_MESSAGE },
  { selector: `TSImportType ${CLIMB_LITERAL}`, message: CLIMB_MESSAGE },
];

/**
 * The client's layers, as in bulletproof-react: `app` → `routes` → `features` →
 * `components`/`lib`/`config`, and no feature reaching into another (a screen that needs two
 * features composes them in its route). The server never reaches into the run scripts.
 */
const boundaries = [
  // Shared code knows no screen, feature or app wiring.
  ...['components', 'lib', 'config'].map((dir) => ({
    target: client(dir),
    from: [client('app'), client('routes'), client('features')],
    message: `client/src/${dir} is shared code: it must not import the app, a route or a feature.`,
  })),
  {
    target: client('features'),
    from: [client('app'), client('routes')],
    message: 'A feature must not import the app or a route: the route composes features, not the other way round.',
  },
  ...FEATURES.map((feature) => ({
    target: client(`features/${feature}`),
    from: client('features'),
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature: compose them in the route, or move the shared piece to components/ or lib/.`,
  })),
  {
    target: client('routes'),
    from: client('app'),
    message: 'A route must not import the app (router, layouts, providers).',
  },
  {
    target: './server',
    from: ['./scripts', './client', './e2e'],
    message:
      'server/ must not import the run scripts, the client or the e2e suite: share through a workspace package (testing/, contract/).',
  },
  {
    target: './client',
    from: ['./server', './scripts', './e2e'],
    message: 'The client imports the server only through @green-circle/contract.',
  },
  {
    target: ['./contract', './testing'],
    from: ['./server', './client', './scripts', './e2e'],
    message: 'Workspace packages stand alone.',
  },
];

/**
 * The server's layers, for product code (a feature's tests may set up what they test with
 * another feature's helpers).
 */
const serverLayers = [
  // The server as the client: a feature keeps its internals; another feature reaches them only
  // through its public module (features/<feature>/index.ts, which names what crosses: a
  // notification written with a like, a tip's columns a reminder list reads, the conversation a
  // tip's deletion removes...). It may use the store's core and, of the composition, the Store
  // type and the seed data. Another feature's store.ts may be imported too: it holds only types.
  ...SERVER_FEATURES.map((feature) => ({
    target: server(`features/${feature}`),
    from: server('features'),
    except: [
      `./${feature}`,
      ...SERVER_FEATURES.filter((other) => other !== feature).flatMap((other) => [
        `./${other}/index.ts`,
        // Its store interface and stored types: types only, so a type crossing features ties no
        // modules together (a barrel's would: index.ts re-exports the feature's code, an import circle).
        `./${other}/store.ts`,
      ]),
    ],
    message: `features/${feature} may import another feature only through its public module (features/<feature>/index.ts): export what crosses there.`,
  })),
  {
    target: server('features'),
    from: server('store'),
    except: ['./store.ts', './seed-data.ts'],
    message:
      'A feature takes the Store type (store/store.ts) and the seed data from the composition, nothing else: the composition imports the features, not the other way round.',
  },
  {
    target: server('store-core'),
    from: [server('features'), server('store'), server('http'), server('app.ts')],
    message: 'store-core is the store machinery every feature shares: it knows no feature, no composition and no HTTP.',
  },
];

/** Product code (not its tests, which sit beside it) never imports test or bench code. */
const productOnly = [
  {
    target: './server/src',
    from: ['./server/test', './server/bench'],
    message: 'Product code must not import test or bench code.',
  },
  {
    target: './client/src',
    from: './client/src/test',
    message: 'Product code must not import test helpers.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'client/build/',
      'client/.react-router/',
      '**/dist-sourcemaps/',
      '**/coverage/',
      '.data*/',
      'e2e/screenshots/',
      'e2e/playwright-report/',
      'e2e/test-results/',
      'e2e/support/gapi-shim.js',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  // Every disable comment says why (`-- reason`), and none is left behind unused.
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], alias: { '#app': [CLIENT_SRC] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries, basePath }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // `declare global { namespace Express … }` is how Express's Request is augmented.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['server/src/**', 'client/src/**'],
    // A feature's store contract (store.contract.ts) is test code kept beside the store it holds to.
    ignores: ['**/*.test.*', '**/*.contract.ts', 'client/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverLayers, ...productOnly], basePath }],
    },
  },
  {
    // The store's code stays in small pieces: a feature's adapters, the core and the composition
    // (issue 35: createEmbeddedStore and openMongoStore had grown to 480 and 600 lines).
    files: [
      'server/src/store-core/**/*.ts',
      'server/src/store/**/*.ts',
      'server/src/features/*/store.ts',
      'server/src/features/*/{embedded,mongo}-*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['client/src/**/*.tsx'],
    rules: {
      // A scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,mts,mjs,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CLIMB] }],
      'no-restricted-syntax': ['error', ...climbingCalls],
    },
  },
  {
    // Issue 34: components never fetch. Data comes from loaders, actions and resource routes
    // (routes/, *.server.ts), which call the feature fetchers (features/*/api/) with the request's
    // API client; a component only reads what they answered, or asks a route through a fetcher.
    files: ['client/src/app/**/*.{ts,tsx}', 'client/src/components/**/*.{ts,tsx}', 'client/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.server.ts', 'client/src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // This block's no-restricted-imports replaces the client-wide one above: it keeps its pattern.
            CLIMB,
            {
              regex: '(^|/)lib/browser-api$',
              message:
                'Components never fetch: read the data in the route loader or action (or a resource route through a fetcher).',
            },
            {
              regex: '(^|/)lib/(api-client|api\\.server)$',
              importNames: ['createApi', 'apiFor', 'requestApi'],
              message:
                'Components never fetch: read the data in the route loader or action (or a resource route through a fetcher).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components never fetch: a loader, an action or a resource route does.' },
        { name: 'XMLHttpRequest', message: 'Components never fetch: a loader, an action or a resource route does.' },
      ],
    },
  },
  {
    // Issue 39: every component's words come from the catalogues (client/eslint-rules/no-literal-ui-text.mjs);
    // tests write the words they look for.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/**/*.test.tsx', 'client/src/test/**'],
    plugins: { 'green-circle': { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'green-circle/no-literal-ui-text': 'error' },
  },
  {
    // Every action reads its form through formOf (lib/action.server.ts): a body that is not a
    // form is the sender's 400 with words, where request.formData()'s TypeError is the host's 500.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/lib/action.server.ts', 'client/src/service-worker.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // As above: this block's no-restricted-syntax replaces the client-wide one.
        ...climbingCalls,
        {
          selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
          message:
            'Read the form with formOf(request) (lib/action.server.ts): a body that is not a form is a 400, not a 500.',
        },
      ],
    },
  },
  {
    // Code that runs in the page (e2e's page.evaluate callbacks) also sees the browser's globals.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
