// Every file under a folder, recursively (the build scripts' one directory walker).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
