// The README code blocks marked `<!-- pack-check: <file name> -->` (the line right before the fence), by file name;
// and those marked `<!-- nextjs-example: <path> -->`, the files of examples/nextjs they show, by path.
import { readFileSync } from 'node:fs';

const blocksMarked = (marker, readmes) => {
  const pattern = new RegExp(`<!-- ${marker}: ([\\w./-]+) -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``, 'g');
  const blocks = new Map();
  for (const readme of readmes) {
    for (const [, name, code] of readFileSync(readme, 'utf8').matchAll(pattern)) {
      if (blocks.has(name)) throw new Error(`${marker}: two README blocks are named ${name}`);
      blocks.set(name, `${code}\n`);
    }
  }
  return blocks;
};

export const readmeBlocks = (...readmes) => blocksMarked('pack-check', readmes);
export const exampleBlocks = (...readmes) => blocksMarked('nextjs-example', readmes);
