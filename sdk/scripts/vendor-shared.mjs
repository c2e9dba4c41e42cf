// Bundles what the SDK needs of @satchel/shared into its own dist/, so the published tarball installs alone:
// copies shared's compiled modules and declarations to dist/_shared/ (without their source maps, whose sources
// are not shipped) and points every `@satchel/shared` specifier in dist/ at that copy. Runs after `tsc`.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './list-files.mjs';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(SDK, 'dist');
const SHARED_DIST = join(SDK, '..', 'shared', 'dist');
const VENDORED = join(DIST, '_shared');
const SPECIFIER = /(["'])@satchel\/shared\1/g;

if (!existsSync(join(SHARED_DIST, 'index.js'))) {
  console.error('vendor-shared: shared/dist is missing; run `npm run build -w shared` first.');
  process.exit(1);
}

const declarationOrModule = (path) => /\.(d\.ts|js)$/.test(path);
cpSync(SHARED_DIST, VENDORED, { recursive: true, filter: (src) => !src.endsWith('.map') });

let rewritten = 0;
for (const file of listFiles(DIST).filter(declarationOrModule)) {
  const text = readFileSync(file, 'utf8');
  let next = file.startsWith(VENDORED + sep) ? text.replace(/\n\/\/# sourceMappingURL=.*$/, '') : text;
  const target = relative(dirname(file), join(VENDORED, 'index.js')).split(sep).join('/');
  next = next.replace(
    SPECIFIER,
    (_, quote) => `${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
console.log(`vendor-shared: @satchel/shared copied to dist/_shared, ${rewritten} files rewritten`);
