import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `source` first: the workspace packages (@satchel/sdk, @satchel/shared) resolve to their TypeScript sources,
// so the dev server and the build need no prior build of those packages.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // A build signed by the BFF holds no client key: not even the public demo one (the module is swapped out).
    alias: loadEnv(mode, here('.'), 'VITE_').VITE_SATCHEL_CLIENT_SIGNER_URL
      ? [{ find: /^.*\/demo-client-key\.js$/, replacement: here('./src/config/no-client-key.ts') }]
      : [],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // Vite's default chunk warning (500 kB) stays on: every page is its own chunk (bench/demo-first-load.mjs).
  build: { outDir: 'dist', emptyOutDir: true },
}));
