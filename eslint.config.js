// ESLint over the server (src/), the site (web/src/), the suites (test/) and the
// scripts (scripts/), run by `npm run lint` and by `npm test` right after the type
// checks, with --max-warnings 0.
//
// The site's boundaries (eslint-plugin-boundaries) go one way:
//   app (router, routes, entry) -> features -> catalog -> components / lib / config
// - A feature's insides are its own: everything outside it (app, another feature)
//   imports it only through its index.ts (`@/features/venues`).
// - Shared components, lib and config know no feature and no app file.
// - The catalog (web/src/catalog: the venue, event, host and player-search reads every
//   screen chooses from, with their selects and picker) is shared by features and the app;
//   it uses components, lib and config and knows no feature; they do not know it.
// - Any part of the site may import the server's domain code (`@league/.../domain/...`,
//   pure rules and constants) and the shared application types (`@league/shared/application`);
//   nothing else of the server. Server-side layers are src/architecture.spec.ts's job.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's parts, for eslint-plugin-boundaries (paths from the repository root). */
export const SITE_ELEMENTS = [
  { type: 'app', pattern: 'web/src/app', partialMatch: false },
  { type: 'feature', pattern: 'web/src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'components', pattern: 'web/src/components', partialMatch: false },
  { type: 'lib', pattern: 'web/src/lib', partialMatch: false },
  { type: 'config', pattern: 'web/src/config', partialMatch: false },
  { type: 'catalog', pattern: 'web/src/catalog', partialMatch: false },
  // main.tsx and the type declarations beside it: the site's entry, part of the app.
  { type: 'entry', pattern: 'web/src', partialMatch: false },
  { type: 'server-domain', pattern: 'src/**/domain', partialMatch: false },
  { type: 'server-types', pattern: 'src/shared/application', partialMatch: false },
];

const shared = { element: { types: { anyOf: ['components', 'lib', 'config', 'server-domain', 'server-types'] } } };
const featureEntry = { element: { type: 'feature', fileInternalPath: 'index.ts' } };
const catalogEntry = { element: { type: 'catalog', fileInternalPath: 'index.ts' } };

/** Who may import whom on the site; anything not allowed here is refused. */
export const SITE_POLICIES = [
  {
    from: { element: { types: { anyOf: ['app', 'entry'] } } },
    allow: { to: [shared, catalogEntry, featureEntry, { element: { types: { anyOf: ['app', 'entry'] } } }] },
  },
  // A feature uses its own files freely, another feature only through its index.ts.
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: [
        shared,
        catalogEntry,
        featureEntry,
        { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
      ],
    },
  },
  { from: { element: { types: { anyOf: ['components', 'lib', 'config'] } } }, allow: { to: shared } },
  { from: { element: { type: 'catalog' } }, allow: { to: [shared, { element: { type: 'catalog' } }] } },
  {
    from: { element: { types: { anyOf: ['server-domain', 'server-types'] } } },
    allow: { to: { element: { types: { anyOf: ['server-domain', 'server-types'] } } } },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'web/dist/**', 'coverage/**', 'var/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are a type-check error already (noUnusedLocals); here only what tsc lets through.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // NestJS and MikroORM read the design types of constructor parameters and decorated
    // properties at run time: a type-only import there would erase what they inject.
    files: ['src/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': SITE_ELEMENTS,
      'boundaries/include': ['web/src/**/*', 'src/**/*'],
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': ['error', { default: 'disallow', policies: SITE_POLICIES }],
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    // The site's calls are typed from the API's document (issue 33, docs/decisions/0154-*):
    // only lib/api-reads.ts reaches api-client's calls that take their answer type by hand.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api-reads.ts', 'web/src/lib/api-client.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client'],
              importNames: ['apiGet', 'apiWrite', 'apiUpload'],
              message:
                'Call the API through @/lib/api-reads (readPath, apiRead, apiSend, apiSendForm): typed from the document.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
