// Bundle size of `@satchel/sdk` + `@satchel/sdk/react` for a browser app, React external, measured the same way
// for `@okto_web3/react-sdk@1.1.0`: esbuild bundle of an entry re-exporting the whole public API (so nothing is
// tree-shaken away), minified, ESM, browser platform, then gzip level 9. Prints a JSON line per package and a
// Markdown table. Budget (issue 6): Satchel ≤ 50 kB gz.
//   node bench/sdk-react-bundle.mjs [--dist]   (--dist measures the built dist/ instead of the TS sources)
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fromDist = process.argv.includes('--dist');
const BUDGET_GZ = 50 * 1024;
const REACT_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

async function measure(name, contents, conditions = []) {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions,
    external: REACT_EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { name, minBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const rows = [
  await measure(
    '@satchel/sdk + @satchel/sdk/react',
    "export * from '@satchel/sdk'; export * from '@satchel/sdk/react';",
    fromDist ? [] : ['source'],
  ),
  await measure('@satchel/sdk/react alone (core pulled in as needed)', "export * from '@satchel/sdk/react';", fromDist ? [] : ['source']),
  await measure('@okto_web3/react-sdk@1.1.0', "export * from '@okto_web3/react-sdk';"),
];
for (const row of rows) console.log(JSON.stringify(row));
console.log(`\n| bundle (React external, minified) | min | gzip |\n|---|---|---|`);
for (const row of rows) console.log(`| ${row.name} | ${kb(row.minBytes)} | ${kb(row.gzipBytes)} |`);
const satchel = rows[0];
const ok = satchel.gzipBytes <= BUDGET_GZ;
console.log(`\nbudget ${kb(BUDGET_GZ)} gz: ${ok ? 'within' : 'OVER'} (${kb(satchel.gzipBytes)})`);
process.exitCode = ok ? 0 : 1;
