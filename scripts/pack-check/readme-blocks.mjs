// The README code blocks marked `<!-- pack-check: <file name> -->` (the line right before the fence), by file name.
import { readFileSync } from 'node:fs';

const MARKED_BLOCK = /<!-- pack-check: ([\w.-]+) -->\n```\w*\n([\s\S]*?)\n```/g;

export function readmeBlocks(...readmes) {
  const blocks = new Map();
  for (const readme of readmes) {
    for (const [, name, code] of readFileSync(readme, 'utf8').matchAll(MARKED_BLOCK)) {
      if (blocks.has(name)) throw new Error(`pack-check: two README blocks are named ${name}`);
      blocks.set(name, `${code}\n`);
    }
  }
  return blocks;
}
