// The CommonJS build (dist/cjs/), for `require('@satchel/sdk')`, `require('@satchel/sdk/react')` and
// `require('@satchel/sdk/remote-signer')`.
// - index.js bundles the core with @satchel/shared and the ESM-only dependencies (@noble/*, canonicalize) inlined,
//   so it loads on every Node ≥ 20 and in CommonJS test runners, which cannot require() ES modules. `require` is
//   Node's, so the package's `#secp256k1` and `#keccak256` take their `node` targets: the native addons, loaded at run
//   time by `createRequire(import.meta.url)` (import.meta.url is this file's URL here), noble where they cannot load.
// - react/index.js bundles only the React layer: every import of the core becomes `require('@satchel/sdk')`, so
//   one core (one SatchelClient, one SatchelError) is shared by both entry points. esbuild keeps the entry's
//   `'use client'` directive at the top of the bundle (React Server Components frameworks look for it there).
// - The declarations of the ESM build are copied next to them; dist/cjs/package.json (`type: commonjs`) makes
//   TypeScript read them as CommonJS. No source maps: their sources would include unshipped files.
import { build } from 'esbuild';
import { cpSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './list-files.mjs';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const CJS = join(SDK, 'dist', 'cjs');
const PEERS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'swr',
  'swr/infinite',
  'zod',
  'zod/mini',
  'zod/locales',
];

const common = {
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  target: 'es2022',
  mainFields: ['module', 'main'],
  conditions: ['source', 'node', 'import', 'default'],
  external: [...PEERS, 'node:*'],
  jsx: 'automatic',
  logLevel: 'warning',
};

// In a subpath bundle (React, remote signer), a module outside its folder is the core: take it from the package's
// own CommonJS entry.
const coreAsPackage = (folder) => ({
  name: 'core-as-package',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir, importer }) => {
      if (!importer.startsWith(folder)) return undefined;
      const target = join(resolveDir, path);
      return target.startsWith(folder) ? undefined : { path: '@satchel/sdk', external: true };
    });
  },
});

// Only the core loads the native addons, so only it needs import.meta.url; a banner on the React bundle would sit
// above its 'use client' and void the directive.
await build({
  ...common,
  entryPoints: [join(SDK, 'src', 'index.ts')],
  outfile: join(CJS, 'index.js'),
  define: { 'import.meta.url': '__filename_url' },
  banner: { js: "var __filename_url = require('node:url').pathToFileURL(__filename).href;" },
});
for (const entry of ['react', 'remote-signer']) {
  await build({
    ...common,
    entryPoints: [join(SDK, 'src', entry, 'index.ts')],
    outfile: join(CJS, entry, 'index.js'),
    plugins: [coreAsPackage(join(SDK, 'src', entry) + sep)],
  });
}

const DIST = join(SDK, 'dist');
for (const file of listFiles(DIST)) {
  if (file.endsWith('.d.ts') && !file.startsWith(CJS + sep)) cpSync(file, join(CJS, relative(DIST, file)));
}
writeFileSync(join(CJS, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
console.log(
  `build-cjs: ${relative(SDK, CJS)}/index.js, react/index.js, remote-signer/index.js and declarations`,
);
