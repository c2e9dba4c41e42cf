// The compile cache of jest's workers (jest-compile-cache.cjs) can only change how fast code compiles, never what
// it does: stale or foreign data is never used, `import()` keeps working, data V8 rejects is compiled afresh.
import { describe, expect, it } from '@jest/globals';
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import vm from 'node:vm';
import {
  cachingCompileFunction,
  cachingSourceTextModule,
  mayImportDynamically,
} from './jest-compile-cache.cjs';

// Every source is unique to its test, so the worker's own cache (the one jest runs this file under) never holds it.
const unique = () => `/* ${randomUUID()} */`;

async function evaluate(Module, code, options = {}) {
  const module = new Module(code, { context: vm.createContext({}), ...options });
  await module.link(() => {
    throw new Error('no static imports here');
  });
  await module.evaluate();
  return module.namespace;
}

async function syntheticModule(exports) {
  const module = new vm.SyntheticModule(Object.keys(exports), function init() {
    for (const [name, value] of Object.entries(exports)) this.setExport(name, value);
  });
  await module.link(() => {});
  await module.evaluate();
  return module;
}

describe('SourceTextModule with a cache', () => {
  it('compiles a source once and answers the same from the cache after', async () => {
    const cache = new Map();
    const Module = cachingSourceTextModule(vm.SourceTextModule, cache);
    const code = `${unique()} export function twice(a) { return a * 2 } export const six = twice(3);`;
    const first = await evaluate(Module, code);
    expect(cache.get(code)).toBeInstanceOf(Buffer);
    const data = cache.get(code);
    const second = await evaluate(Module, code);
    expect(cache.get(code)).toBe(data);
    expect([first.six, second.six, second.twice(5)]).toEqual([6, 6, 10]);
  });

  it('never uses the data of another source of the same length', async () => {
    const cache = new Map();
    const Module = cachingSourceTextModule(vm.SourceTextModule, cache);
    const tag = unique();
    const double = `${tag} export const value = ((a) => a * 2)(3);`;
    const triple = `${tag} export const value = ((a) => a * 3)(3);`;
    expect(triple).toHaveLength(double.length);
    await evaluate(Module, double);
    expect((await evaluate(Module, triple)).value).toBe(9);
    expect((await evaluate(Module, double)).value).toBe(6);
  });

  it('compiles afresh when V8 rejects the data', async () => {
    const cache = new Map();
    const Module = cachingSourceTextModule(vm.SourceTextModule, cache);
    const code = `${unique()} export const value = 42;`;
    cache.set(code, Buffer.from('not V8 code cache data at all'));
    expect((await evaluate(Module, code)).value).toBe(42);
  });

  it('keeps import() and import.meta working: a module that may import() is not cached', async () => {
    const cache = new Map();
    const Module = cachingSourceTextModule(vm.SourceTextModule, cache);
    const code = `${unique()} export const load = () => import('anything'); export const meta = import.meta.tag;`;
    const load = async (tag) => {
      const namespace = await evaluate(Module, code, {
        importModuleDynamically: () => syntheticModule({ tag }),
        initializeImportMeta: (meta) => Object.assign(meta, { tag }),
      });
      return [(await namespace.load()).tag, namespace.meta];
    };
    expect(await load('first')).toEqual(['first', 'first']);
    expect(await load('second')).toEqual(['second', 'second']);
    expect(cache.size).toBe(0);
  });

  it('leaves a call with options it does not know alone', async () => {
    const cache = new Map();
    const Module = cachingSourceTextModule(vm.SourceTextModule, cache);
    const namespace = await evaluate(Module, `${unique()}\nexport const line = new Error().stack;`, {
      lineOffset: 10,
    });
    expect(namespace.line).toMatch(/:12:/);
    expect(cache.size).toBe(0);
  });
});

describe('compileFunction with a cache', () => {
  const compile = (compileFunction, code, params = ['exports']) => {
    const exports = {};
    compileFunction(code, params, { parsingContext: vm.createContext({}) })(exports);
    return exports;
  };

  it('compiles a body once and answers the same from the cache after', () => {
    const caches = new Map();
    const compileFunction = cachingCompileFunction(vm.compileFunction, caches);
    const code = `${unique()} exports.six = ((a) => a * 2)(3);`;
    expect(compile(compileFunction, code).six).toBe(6);
    expect(caches.get('exports').get(code)).toBeInstanceOf(Buffer);
    expect(compile(compileFunction, code).six).toBe(6);
  });

  it('never uses the data of another body of the same length, nor of the same body under other parameters', () => {
    const caches = new Map();
    const compileFunction = cachingCompileFunction(vm.compileFunction, caches);
    const tag = unique();
    compile(compileFunction, `${tag} exports.value = ((a) => a * 2)(3);`);
    expect(compile(compileFunction, `${tag} exports.value = ((a) => a * 3)(3);`).value).toBe(9);
    const renamed = `${tag} (exports || module).value = 1;`;
    expect(compile(compileFunction, renamed, ['exports', 'module']).value).toBe(1);
    expect(compile(compileFunction, renamed, ['module', 'exports']).value).toBe(1);
    expect([...caches.keys()]).toEqual(['exports', 'exports,module', 'module,exports']);
  });

  it('compiles afresh when V8 rejects the data', () => {
    const caches = new Map();
    const compileFunction = cachingCompileFunction(vm.compileFunction, caches);
    const code = `${unique()} exports.value = 42;`;
    caches.set('exports', new Map([[code, Buffer.from('not V8 code cache data at all')]]));
    expect(compile(compileFunction, code).value).toBe(42);
  });

  it('keeps import() working: a body that may import() is not cached', async () => {
    const caches = new Map();
    const compileFunction = cachingCompileFunction(vm.compileFunction, caches);
    const code = `${unique()} exports.load = () => import('anything');`;
    const load = async (tag) => {
      const exports = {};
      compileFunction(code, ['exports'], {
        parsingContext: vm.createContext({}),
        importModuleDynamically: () => syntheticModule({ tag }),
      })(exports);
      return (await exports.load()).tag;
    };
    expect([await load('first'), await load('second')]).toEqual(['first', 'second']);
    expect(caches.size).toBe(0);
  });
});

describe('mayImportDynamically', () => {
  it.each([
    'import("x")',
    'import ("x")',
    'import\n("x")',
    'import/* why */("x")',
    'import // why\n("x")',
    'await import(name)',
  ])('sees import() in %j', (code) => {
    expect(mayImportDynamically(code)).toBe(true);
  });

  it.each(['import x from "x";', 'import { y } from "y";', 'export * from "z";', 'const important = 1;'])(
    'sees none in %j',
    (code) => {
      expect(mayImportDynamically(code)).toBe(false);
    },
  );
});
