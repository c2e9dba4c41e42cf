// Every source map in the unpacked tarball points only at files the tarball ships, and every
// `sourceMappingURL` at a shipped map.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { listFiles } from '../../sdk/scripts/list-files.mjs';

export function checkSourceMaps(packageDir) {
  const missing = [];
  const files = listFiles(packageDir);
  for (const map of files.filter((file) => file.endsWith('.map'))) {
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
      if (!existsSync(resolve(dirname(map), source))) missing.push(`${map} → ${source}`);
    }
  }
  for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1];
    if (url && !existsSync(join(dirname(file), url))) missing.push(`${file} → ${url}`);
  }
  if (missing.length > 0)
    throw new Error(`unshipped source-map targets:\n  ${missing.slice(0, 10).join('\n  ')}`);
  return `${files.filter((file) => file.endsWith('.map')).length} source maps, every source shipped`;
}
