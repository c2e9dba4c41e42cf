// Reuse of V8's compiled code for source text compiled before, for jest's two compilers (see jest-runtime.cjs):
// `new vm.SourceTextModule` (ES modules) and `vm.compileFunction` (CommonJS). Entries are keyed by the exact source
// text (Maps compare whole strings); a call with options beyond those jest passes is left alone.

// `import(` with anything between: spaces, line breaks, comments. Over-matching (a string, a comment) only costs a
// cache miss.
const DYNAMIC_IMPORT = /\bimport\s*(\(|\/[*/])/;

const mayImportDynamically = (code) => DYNAMIC_IMPORT.test(code);

const onlyKeys = (options, allowed) => Object.keys(options).every((key) => allowed.includes(key));

const MODULE_OPTIONS = ['context', 'identifier', 'importModuleDynamically', 'initializeImportMeta'];
const FUNCTION_OPTIONS = ['filename', 'importModuleDynamically', 'parsingContext'];

// V8 can make this data only before a module is evaluated (Node 20), so it holds what V8 compiles up front: the
// whole parse, which is most of the cost. Node throws when V8 rejects the data (another V8 or flags): compile afresh.
function cachingSourceTextModule(SourceTextModule, cache = new Map()) {
  const construct = (target, [code, options = {}], newTarget) => {
    if (typeof code !== 'string' || !onlyKeys(options, MODULE_OPTIONS) || mayImportDynamically(code)) {
      return Reflect.construct(target, [code, options], newTarget);
    }
    const cachedData = cache.get(code);
    if (cachedData !== undefined) {
      try {
        return Reflect.construct(target, [code, { ...options, cachedData }], newTarget);
      } catch (error) {
        if (error?.code !== 'ERR_VM_MODULE_CACHED_DATA_REJECTED') throw error;
      }
    }
    const module = Reflect.construct(target, [code, options], newTarget);
    cache.set(code, module.createCachedData());
    return module;
  };
  return new Proxy(SourceTextModule, { construct });
}

// One cache per parameter list: the same body under other parameters is another function.
function cachingCompileFunction(compileFunction, caches = new Map()) {
  return function compileFunctionWithCache(code, params = [], options = {}) {
    if (typeof code !== 'string' || !onlyKeys(options, FUNCTION_OPTIONS) || mayImportDynamically(code)) {
      return compileFunction(code, params, options);
    }
    const paramsKey = params.join(',');
    const cache = caches.get(paramsKey) ?? caches.set(paramsKey, new Map()).get(paramsKey);
    const cachedData = cache.get(code);
    if (cachedData === undefined) {
      const compiled = compileFunction(code, params, { ...options, produceCachedData: true });
      if (compiled.cachedDataProduced) cache.set(code, compiled.cachedData);
      return compiled;
    }
    // V8 compiles from source when it rejects the data; the entry stays, it was made by this very process.
    return compileFunction(code, params, { ...options, cachedData });
  };
}

// Installs both into the given `node:vm` once; returns false when already installed.
function installCompileCache(vm) {
  if (vm.compileFunction.name === 'compileFunctionWithCache') return false;
  if (vm.SourceTextModule) vm.SourceTextModule = cachingSourceTextModule(vm.SourceTextModule);
  vm.compileFunction = cachingCompileFunction(vm.compileFunction);
  return true;
}

module.exports = {
  cachingCompileFunction,
  cachingSourceTextModule,
  installCompileCache,
  mayImportDynamically,
};
