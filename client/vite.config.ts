import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `source` first: the workspace packages (@satchel/sdk, @satchel/shared) resolve to their TypeScript sources,
// so the dev server and the build need no prior build of those packages.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // Vite's default chunk warning (500 kB) stays on: every page is its own chunk (bench/demo-first-load.mjs).
  build: { outDir: 'dist', emptyOutDir: true },
});
