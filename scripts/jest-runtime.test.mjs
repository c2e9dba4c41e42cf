// jest's runtime (jest-runtime.cjs) lets a test file's modules, and the context holding all they made, be collected
// once nothing uses them; in Node 20 without it every test file stayed on the heap. Checked in a child process with
// gc() exposed: ten contexts, each with a small module graph in an import cycle, linked and evaluated as jest does,
// then full collections. (Whatever Node keeps of the last module compiled may stay: one context, not one per file.)
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUNTIME = fileURLToPath(new URL('./jest-runtime.cjs', import.meta.url));

const CONTEXTS_LEFT = `
  const vm = require('node:vm');
  const sources = {
    root: "import { a } from 'a'; export const root = a;",
    a: "import { b } from 'b'; export const a = () => b;",
    b: "import { a } from 'a'; export const b = new Array(1e5).fill(0); export const again = () => a;",
  };
  async function fileOfTests(n) {
    const context = vm.createContext({});
    const modules = new Map();
    const load = (name) =>
      modules.get(name) ??
      modules.set(name, new vm.SourceTextModule(sources[name], { context, identifier: name + n })).get(name);
    await load('root').link((specifier) => load(specifier));
    await load('root').evaluate();
    return new WeakRef(context);
  }
  (async () => {
    const refs = [];
    for (let n = 0; n < 10; n++) refs.push(await fileOfTests(n));
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    console.log(refs.filter((ref) => ref.deref() !== undefined).length);
  })();`;

function contextsLeft(preload) {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--experimental-vm-modules', '--no-warnings', '-e', `${preload}\n${CONTEXTS_LEFT}`],
    { env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' },
  );
  return Number(out.trim());
}

describe("jest's runtime", () => {
  it("lets a test file's modules and context go once nothing uses them", () => {
    expect(contextsLeft(`require(${JSON.stringify(RUNTIME)});`)).toBeLessThanOrEqual(1);
  });
});
