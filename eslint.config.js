import js from '@eslint/js';
import { createRequire } from 'node:module';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './apps/web/eslint-boundaries.js';

/**
 * The server's module shape (docs/architecture.md, "Server module shape"): data flows contract ->
 * route -> service -> repository, a lower layer never imports a higher one, and a module reaches
 * another only through its public index.ts.
 */
const serverModules = 'apps/server/src/modules';
/**
 * import-x/no-cycle skips type-only imports; this parser reads them as value imports, so a cycle
 * made of types alone fails the lint too (eslint-cycle-parser.cjs says why). It parses both the
 * files linted and the files the rule follows, on the server, the contract and the web app.
 */
const cycleParserPath = createRequire(import.meta.url).resolve('./eslint-cycle-parser.cjs');
const countTypeOnlyCycles = {
  files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
  languageOptions: { parser: createRequire(import.meta.url)(cycleParserPath) },
  settings: { 'import-x/parsers': { [cycleParserPath]: ['.ts', '.tsx', '.cts', '.mts'] } },
};
const lowerLayer = (layer, forbidden) => ({
  regex: `(^fastify$|/http/|/plugins/|\\.(${forbidden})\\.js$)`,
  message: `A ${layer} never imports a higher layer (routes, services, HTTP, Fastify plugins): return a result instead.`,
});
const throughIndex = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
  message: 'Import another module only through its index.ts (its public file).',
};
const moduleThroughIndex = {
  ...throughIndex,
  regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
};
/**
 * Every /api route is declared through postRoutes (apps/server/src/http/post-route.ts): one way
 * to give a route its access, rate limit, cache, schemas and OpenAPI entry.
 */
const oneRouteDeclaration = {
  files: [`${serverModules}/**/*.ts`, 'apps/server/src/http/**/*.ts'],
  ignores: ['**/*.test.ts', 'apps/server/src/http/post-route.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.object.name=/^(app|fastify|instance|server)$/][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]',
        message: 'Declare a route with postRoutes (http/post-route.ts), not app.post/app.get.',
      },
    ],
  },
};
const serverShape = [
  oneRouteDeclaration,
  {
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x must parse the TypeScript files an import leads to, or it sees no cycle (the
      // parser it uses for them is set in eslint.config.js, countTypeOnlyCycles).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: [`${serverModules}/*/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndex] }] },
  },
  {
    // One way to open a transaction: db/transaction.ts's inTransaction runs the work registered
    // for just before the commit (the audit chain's append) and opens savepoints when nested.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/bench/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'transaction',
          message: 'Open transactions with inTransaction (db/transaction.ts).',
        },
      ],
    },
  },
  {
    // Everything outside a module (app.ts, server.ts, cli, bench, db, the shared tests) reaches
    // a module only through its index.ts; only a module's own files and tests see its internals.
    files: ['apps/server/src/**/*.ts'],
    ignores: [`${serverModules}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleThroughIndex] }] },
  },
  {
    files: [`${serverModules}/*/*.service.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [throughIndex, lowerLayer('service', 'routes')] },
      ],
    },
  },
  {
    files: [`${serverModules}/*/*.repository.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [throughIndex, lowerLayer('repository', 'routes|service')] },
      ],
    },
  },
  {
    files: ['apps/server/src/{db,domain}/**/*.ts', 'apps/server/src/mail/*.repository.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [moduleThroughIndex, lowerLayer('repository', 'routes|service')] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...serverShape,
  ...webBoundaries,
  countTypeOnlyCycles,
);
