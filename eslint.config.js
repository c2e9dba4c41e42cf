import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const dirsOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The demo's layers: a feature never imports another feature (shared flow pieces live in client/src/shared),
// nor a backend's internals (only the seam: backend/types, BackendContext); components/ and shared/ never import
// app/ or features/. The SDK's core never imports its React layer.
const clientZones = [
  ...dirsOf('./client/src/features').map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to client/src/shared.',
  })),
  {
    target: './client/src/features',
    from: ['./client/src/backend/api', './client/src/backend/sdk'],
    message: "Pages use the Backend seam (backend/types, BackendContext), not one mode's internals.",
  },
  {
    target: ['./client/src/components', './client/src/shared'],
    from: ['./client/src/app', './client/src/features'],
    message: 'components/ and shared/ never import app/ or features/.',
  },
];
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
    // CommonJS consumers of the packed SDK (scripts/pack-check): require() is their point.
    files: ['**/*.cjs', '**/*.cts'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'sdk/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported modules too: TypeScript ones need the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
      'import-x/no-cycle': 'error',
    },
  },
);
