// prepack / postpack: the tarball's package.json without what only the workspace uses. The `source` condition (of
// `exports` and of the internal `imports`) points at TypeScript that imports the unpublished @satchel/shared, so a
// consumer whose toolchain sets `source` (a common monorepo convention) would break on it; scripts and
// devDependencies mean nothing there.
//   node scripts/publish-manifest.mjs strip    (prepack: keeps the workspace manifest in .package.workspace.json)
//   node scripts/publish-manifest.mjs restore  (postpack, and the pack check's cleanup)
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MANIFEST = fileURLToPath(new URL('../package.json', import.meta.url));
const SAVED = fileURLToPath(new URL('../.package.workspace.json', import.meta.url));

const withoutSource = (field) =>
  Object.fromEntries(
    Object.entries(field).map(([path, target]) => {
      if (typeof target !== 'object') return [path, target];
      const { source: _source, ...conditions } = target;
      return [path, conditions];
    }),
  );

const command = process.argv[2];
if (command === 'strip') {
  // A manifest left stripped by an interrupted pack is restored first, never saved over the original.
  if (existsSync(SAVED)) renameSync(SAVED, MANIFEST);
  const text = readFileSync(MANIFEST, 'utf8');
  const { scripts: _scripts, devDependencies: _dev, ...manifest } = JSON.parse(text);
  writeFileSync(SAVED, text);
  writeFileSync(
    MANIFEST,
    `${JSON.stringify({ ...manifest, exports: withoutSource(manifest.exports), imports: withoutSource(manifest.imports) }, null, 2)}\n`,
  );
} else if (command === 'restore') {
  if (existsSync(SAVED)) renameSync(SAVED, MANIFEST);
} else {
  console.error('usage: node scripts/publish-manifest.mjs strip|restore');
  process.exit(1);
}
