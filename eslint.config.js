import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { analyse } from './scripts/import-graph.mjs';

const dirsOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The demo's layers (bulletproof-react): a feature never imports another feature (what two need goes down to
// intent-form/, transaction-flow/, components/, hooks/ or lib/), nor a backend's internals (only the seam:
// backend/types, backend-context); the folders below the features never import app/ or features/, the intent-form
// kit and the transaction flow not each other, lib/ (plain helpers and messages) nothing of the demo but config/.
// The SDK's core never imports its React layer.
const clientShared = ['components', 'hooks', 'intent-form', 'transaction-flow', 'lib'].map(
  (dir) => `./client/src/${dir}`,
);
const clientZones = [
  ...dirsOf('./client/src/features').map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need below client/src/features.',
  })),
  {
    target: './client/src/features',
    from: ['./client/src/backend/api', './client/src/backend/sdk'],
    message: "Pages use the Backend seam (backend/types, backend-context), not one mode's internals.",
  },
  {
    target: clientShared,
    from: ['./client/src/app', './client/src/features'],
    message: 'What the features share never imports app/ or features/.',
  },
  {
    target: './client/src/intent-form',
    from: './client/src/transaction-flow',
    message: 'The intent-form kit and the transaction flow are apart: a page joins them.',
  },
  {
    target: './client/src/transaction-flow',
    from: './client/src/intent-form',
    message: 'The intent-form kit and the transaction flow are apart: a page joins them.',
  },
  {
    target: './client/src/lib',
    from: './client/src',
    except: ['./lib', './config'],
    message: 'lib/ holds plain helpers and messages: it imports nothing of the demo but config/.',
  },
];
/** The demo's one file-naming convention: kebab-case (bulletproof-react's), `use-…` for hooks. */
const kebabCaseFileRule = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: 'File names in client/src are kebab-case: {{name}}' },
  },
  create(context) {
    const name = context.physicalFilename.split('/').pop();
    if (/^[a-z0-9]+(-[a-z0-9]+)*(\.d)?\.tsx?$/.test(name)) return {};
    return { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
  },
};
const sdkZones = [
  ...dirsOf('./sdk/src')
    .filter((dir) => dir !== 'react')
    .map((dir) => ({
      target: `./sdk/src/${dir}`,
      from: './sdk/src/react',
      message: 'The SDK core never imports its React layer.',
    })),
  {
    target: './sdk/src/index.ts',
    from: './sdk/src/react',
    message: 'The SDK core never imports its React layer.',
  },
];

// The platform's folders, top to bottom: a folder imports only folders of the rows below its own (the HTTP faces,
// then the areas they call, down to the database). platform/README.md's code map says what each holds.
const platformLayers = [
  ['dev', 'rpc', 'explorer', 'pages', 'signing'],
  ['reads', 'identity'],
  ['faucet', 'orders'],
  ['intents'],
  ['runtimes'],
  ['evm', 'solana'],
  ['ledger', 'http'],
  ['crypto'],
  ['world', 'errors', 'okto'],
  ['db'],
];
// The files at the top of platform/src that assemble the platform: no folder imports them.
const platformTop = [
  'app.ts',
  'routes.ts',
  'create-platform.ts',
  'start-platform.ts',
  'seed-image.ts',
  'index.ts',
  'main.ts',
];
const platformZones = [
  ...platformLayers.flatMap((row, level) =>
    row.map((dir) => ({
      target: `./platform/src/${dir}`,
      from: [
        ...platformLayers
          .slice(0, level + 1)
          .flat()
          .filter((other) => other !== dir)
          .map((other) => `./platform/src/${other}`),
        ...platformTop.map((file) => `./platform/src/${file}`),
      ],
      message: `platform/src/${dir} imports only the folders below it (eslint.config.js platformLayers).`,
    })),
  ),
  {
    target: './platform/src/context.ts',
    from: './platform/src',
    except: ['./db', './context.ts'],
    message:
      'The context is a leaf: the database, the configuration, the clock and the logger; chains are handed apart.',
  },
];
// The BFF: routes/, docs/ and static/ over sdk/ and social/, over http/ (middleware and the route model, route.ts),
// over shared-state/.
const serverZones = [
  {
    target: ['./server/src/sdk', './server/src/social'],
    from: ['./server/src/routes', './server/src/docs', './server/src/static'],
    message: 'sdk/ and social/ are below the routes and their documents.',
  },
  {
    target: './server/src/http',
    from: [
      './server/src/sdk',
      './server/src/social',
      './server/src/docs',
      './server/src/static',
      './server/src/routes',
    ],
    message: 'http/ (middleware) is below the routes, the SDK calls and the documents.',
  },
  {
    target: './server/src/shared-state',
    from: [
      './server/src/http',
      './server/src/routes',
      './server/src/docs',
      './server/src/sdk',
      './server/src/social',
      './server/src/static',
    ],
    message: "shared-state/ (Redis and memory stores) is the BFF's ground.",
  },
  {
    target: './server/src/routes',
    from: ['./server/src/docs', './server/src/static'],
    message: 'The routes never import their documents or the static app.',
  },
];

// Import cycles in a package's src/, type imports counted (scripts/import-graph.mjs: static, type-only and dynamic
// imports and re-exports), so a type import cannot close a loop either. It finds every loop import-x/no-cycle would
// (src/ files import each other only by relative paths, and no package imports one that imports it back) at a
// fraction of its cost: no-cycle parses and resolves every imported module again for each file.
const graphs = new Map();
const typeCycleRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'Import cycle (type imports counted): {{files}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const src = ['client/src', 'sdk/src', 'platform/src', 'server/src', 'shared/src']
      .map((dir) => fileURLToPath(new URL(`./${dir}`, import.meta.url)))
      .find((dir) => file.startsWith(`${dir}/`));
    if (!src) return {};
    if (!graphs.has(src)) graphs.set(src, analyse(src));
    const loop = graphs.get(src).cycles.find((members) => members.includes(file));
    if (!loop) return {};
    return {
      Program(node) {
        context.report({
          node,
          messageId: 'cycle',
          data: { files: loop.map((f) => relative(src, f)).join(', ') },
        });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'artifacts/**', 'coverage/**', 'docs/api/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        crypto: 'readonly',
        AbortController: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        btoa: 'readonly',
        atob: 'readonly',
        localStorage: 'readonly',
        MessageEvent: 'readonly',
        HTMLElement: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Test support is for tests, benches and scripts: what ships never depends on it.
    files: ['*/src/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@satchel/test-support',
                '@satchel/test-support/*',
                '**/test-support/**',
                '**/test-fixtures/**',
              ],
              message: 'Test support and fixtures are for tests only: src/ never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS consumers of the packed SDK (scripts/pack-check): require() is their point.
    files: ['**/*.cjs', '**/*.cts'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'sdk/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['client/tsconfig.json', 'sdk/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...sdkZones] }],
    },
  },
  {
    files: ['platform/src/**/*.ts', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['platform/tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...platformZones, ...serverZones] }],
    },
  },
  {
    files: ['*/src/**/*.{ts,tsx}'],
    plugins: { satchel: { rules: { 'no-type-cycle': typeCycleRule, 'kebab-case-file': kebabCaseFileRule } } },
    rules: { 'satchel/no-type-cycle': 'error' },
  },
  {
    // The demo: small functions (a page is a shell over its form and its data hook), one file-naming convention.
    files: ['client/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }], 'satchel/kebab-case-file': 'error' },
  },
);
