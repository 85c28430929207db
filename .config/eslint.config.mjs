// ESLint flat config: the guard rails of DESIGN.md and the one-way imports of STYLE.md.
// Run from the project root: eslint --config .config/eslint.config.mjs .
//
// It lives in .config/ because the top level is fixed. Which folder `files`/`ignores` patterns are relative to
// depends on how ESLint found its config (with --config, ESLint 9 takes the cwd; a looked-up config, its own
// folder), so every block carries an absolute basePath: the patterns below always mean the project root.
// Files outside the cwd are still skipped ("outside of base path"): run it from the root.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const TS = ['**/*.{ts,tsx,mts,cts}'];
const CODE = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

/** Every feature folder that exists now; a new folder is covered on the next run without editing this file. */
const features = fs
  .readdirSync(at('src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Results of the one client and of callApi are typed by their request: a cast means a wrong type somewhere. */
const NO_RESULT_CASTS = {
  selector: 'TSAsExpression > TSTypeReference[typeName.name=/^(ApiResult|CallFailure|Unauthorized)$/]',
  message: 'An API result is typed by its request (client.call, callApi, callUnguarded): no cast.',
};

const BROWSER = ['src/app', 'src/features', 'src/ui', 'src/api', 'src/lib', 'src/sign-in-pages'];
const FLOW = 'Imports flow one way: app → features → ui, api, lib, generated (STYLE.md).';

/**
 * The server's floor plan: each folder of src/server and the folders it may import besides its own, src/generated,
 * src/lib and packages. Services (owner-api, oidc, web, stand-ins, content's routes) never import each other; they
 * meet in build-server.ts, which may import anything, through context.ts. Inside oidc, the provider mounts the
 * interactions, which use the accounts and the pages.
 */
const SERVER_LAYERS = {
  db: [],
  shared: ['db'],
  content: ['shared'],
  forms: ['shared', 'content'],
  seed: ['db', 'shared'],
  documents: ['shared', 'content'],
  'stand-ins': ['shared', 'content'],
  web: ['context.ts', 'shared', 'content'],
  'owner-api': ['context.ts', 'db', 'shared', 'content', 'forms', 'documents'],
  'oidc/pages': ['shared', 'content', 'seed'],
  'oidc/accounts': ['context.ts', 'db', 'shared', 'forms'],
  'oidc/interactions': ['context.ts', 'db', 'shared', 'oidc/accounts', 'oidc/pages'],
  'oidc/provider': ['context.ts', 'db', 'shared', 'content', 'oidc/accounts', 'oidc/interactions', 'oidc/pages'],
};

/** Zones of import/no-restricted-paths: `target` files may not import from `from`. Paths are relative to root. */
const zones = [
  // Features never import each other. The target glob matches every feature folder but F, existing or not yet
  // created (`!(F)` is a minimatch extglob), so one zone per importable feature is enough.
  ...features.map((feature) => ({
    target: at(`src/features/!(${feature})/**/*`),
    from: `src/features/${feature}`,
    message:
      'Features never import each other: move the shared piece down to src/lib or src/ui, or compose in src/app.',
  })),
  { target: ['src/features', 'src/ui', 'src/api', 'src/lib'], from: 'src/app', message: FLOW },
  { target: ['src/ui', 'src/api', 'src/lib'], from: 'src/features', message: FLOW },
  { target: 'src/lib', from: 'src/ui', message: 'src/lib holds pure helpers: it never imports src/ui.' },
  { target: 'src/lib', from: 'src/api', message: 'src/lib holds pure helpers: it never imports src/api.' },
  { target: BROWSER, from: 'src/server', message: 'The browser never imports src/server (DESIGN.md).' },
  {
    // The generated site-wide tables enter the browser at the composition root only and are passed on (market view,
    // services); the rest takes them as a value, so a test passes its fixture instead of replacing a module.
    target: [
      ...BROWSER.filter((folder) => folder !== 'src/app'),
      at('src/app/*/**/*'),
      at('src/app/!(site-tables|environment).ts*'),
    ],
    from: ['src/generated/site.ts', 'src/generated/orders.ts', 'src/generated/markets'],
    message:
      'The generated tables reach browser code through useSite()/useOrdersTable()/useMarket() and ServiceDeps.tables (src/app/site-tables.ts), not as a module.',
  },
  {
    target: 'src/server',
    from: '.',
    // Packages resolve into node_modules; Node built-ins do not resolve to a file and are never checked.
    except: ['./src/server', './src/generated', './src/lib', './node_modules'],
    message: 'The server uses only src/generated, pure src/lib and its own files (STYLE.md).',
  },
  ...Object.entries(SERVER_LAYERS).map(([layer, allowed]) => ({
    target: `src/server/${layer}`,
    from: 'src/server',
    except: [layer, ...allowed].map((folder) => `./${folder}`),
    message: `src/server/${layer} may import only ${allowed.length ? allowed.join(', ') : 'nothing else'} of the server (the floor plan in .config/eslint.config.mjs).`,
  })),
];

/** Code takes the generated tables as values; a test passes its fixture rather than replacing the module. */
const TESTS_PASS_TABLES = {
  selector:
    "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock)$/] > Literal:first-child[value=/generated|#environment/]",
  message: 'Pass the table (fixtureTables, WithMarket, a parameter) instead of replacing a generated module.',
};

export default defineConfig([
  {
    name: 'project/ignores',
    basePath: root,
    ignores: ['src/generated/', 'dist/', 'data/', 'coverage/', 'node_modules/', 'test/fixtures/'],
  },

  // typescript-eslint recommended, syntax-only (no type information: fast).
  ...tseslint.configs.recommended.map((config) => ({ ...config, basePath: root, files: config.files ?? CODE })),

  {
    name: 'project/modules',
    basePath: root,
    files: CODE,
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name kept on purpose: a reducer's unused action (`_a: PayloadAction<...>`,
      // as in STYLE.md), a property left out of a rest copy (`{ hostAliases: _unused, ...m }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    name: 'project/browser-globals',
    basePath: root,
    files: ['src/{app,features,ui,api,lib,sign-in-pages}/**/*'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'project/node-globals',
    basePath: root,
    files: ['src/server/**/*', 'scripts/**/*', 'generator/**/*', 'test/**/*', '.config/**/*'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Jest loads a custom testEnvironment, and the browser tests' global setup, with require(): CommonJS.
    name: 'project/commonjs',
    basePath: root,
    files: ['test/support/*.js', 'test/e2e/support/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // React: the rules of hooks (and the compiler-backed rules of the recommended set); a missing dependency is an error.
  {
    ...reactHooks.configs.flat.recommended,
    name: 'react-hooks/recommended',
    basePath: root,
    files: TS,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  { ...jsxA11y.flatConfigs.recommended, name: 'jsx-a11y/recommended', basePath: root, files: ['**/*.tsx'] },

  // File and folder names in kebab-case, and imports in one order (packages, then the project's own, each sorted).
  {
    name: 'project/names-and-order',
    basePath: root,
    files: ['src/**/*.{ts,tsx,js,mjs}', 'test/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.ts', 'generator/**/*.ts'],
    ignores: ['src/generated/**', 'test/fixtures/**'],
    plugins: { 'check-file': checkFile, import: importPlugin },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,test,scripts,generator}/**/': 'KEBAB_CASE' }],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },

  // Import boundaries over src/. Tests and scripts may import anything.
  {
    name: 'project/import-boundaries',
    basePath: root,
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Relative imports only, by extension: no native resolver needed (the registry here has none for every platform).
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Generated modules never import hand-written code, so no cycle runs through them: skip parsing them.
      'import/ignore': ['[\\\\/]src[\\\\/]generated[\\\\/]', 'node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      // The layers are acyclic by the zones above; cycles inside a layer are short, so a bounded search suffices.
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true, disableScc: true }],
    },
  },
  // typescript-eslint recommended with type information, on the product's code: above all no-floating-promises and
  // no-misused-promises (a promise nobody awaits in saga, boot or server code fails silently).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    basePath: root,
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/generated/**'],
  })),
  {
    name: 'project/type-checked-choices',
    basePath: root,
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/generated/**'],
    rules: {
      // Fastify plugins and hooks and oidc-provider's adapter and hooks are async by their contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      // redux-saga's call([context, method]) binds the method, which the rule cannot see; services are object
      // literals of arrow functions, whose interfaces name them as methods.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Type-aware: a cast the types already make true is noise that hides the casts that matter; and results of
    // the one client and of callApi are typed by their request, so casting one means a wrong type somewhere.
    name: 'project/type-aware',
    basePath: root,
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/generated/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      'no-restricted-syntax': ['error', NO_RESULT_CASTS],
    },
  },
  {
    // A formatter made per value costs milliseconds on a phone each time (the language's patterns are compiled
    // anew); src/lib/format/intl-formats.ts makes each once and keeps it.
    name: 'project/kept-intl-formats',
    basePath: root,
    files: BROWSER.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: ['src/lib/format/intl-formats.ts'],
    rules: {
      // A later block's no-restricted-syntax replaces the earlier one's for its files: the casts' rule again.
      'no-restricted-syntax': [
        'error',
        NO_RESULT_CASTS,
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Take the formatter from src/lib/format/intl-formats.ts: it makes each once and keeps it.',
        },
      ],
    },
  },
  {
    // Code takes the generated tables as values (src/app/site-tables.ts), so a test passes its fixture: replacing
    // a generated module for a test file would test code against a table no page can be given.
    name: 'project/tests-pass-tables',
    basePath: root,
    files: ['test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', TESTS_PASS_TABLES] },
  },
  {
    // A browser test waits on what a person sees, or moves the page's clock (test/e2e/support/app.ts afterTime);
    // a fixed sleep is slow on a quiet machine and flaky on a busy one.
    name: 'project/no-fixed-sleeps',
    basePath: root,
    files: ['test/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for what the page shows, or use page.clock with afterTime().' },
      ],
      // A signed-out visit is sent on to the provider, maybe before the page's load: goto waits for less, or the
      // redirect interrupts it (a failure seen on a busy machine). Repeats the test block's rule, which this replaces.
      'no-restricted-syntax': [
        'error',
        TESTS_PASS_TABLES,
        {
          selector:
            "ExpressionStatement[expression.argument.callee.property.name='goto'][expression.argument.arguments.length=1] + ExpressionStatement[expression.argument.callee.name='signInAs']",
          message: "Before signInAs, open the page with { waitUntil: 'commit' }: the app redirects to the provider.",
        },
      ],
    },
  },
]);
