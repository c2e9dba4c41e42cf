// jest's own runtime, with one addition: a V8 code cache for the modules a worker compiles. Every test file gets a
// fresh module registry, so each one compiled viem, Express, the chain libraries, jest's expect and the platform from
// source again; with the cache, a worker parses a module once and later files deserialize V8's compiled code.
//
// jest compiles with `new vm.SourceTextModule` and `vm.compileFunction` deep inside its loader and offers no hook
// there, so this swaps both on `node:vm` (in jest's worker only, which is where this runtime is loaded) for versions
// that pass V8 `cachedData` (jest-compile-cache.cjs). Why results cannot change:
// - entries are keyed by the exact source text: V8 itself checks only the source's length, so a cache keyed by file
//   name would run stale code after an edit;
// - a source that may call `import()` is never cached: in Node 20 code built from cached data loses its
//   `importModuleDynamically` callback (nodejs/node#43663);
// - V8 validates the data against its version and flags, and compiles from source when it does not fit.
// scripts/jest-compile-cache.test.mjs checks each of these.
const vm = require('node:vm');
const { installCompileCache } = require('./jest-compile-cache.cjs');

installCompileCache(vm);

module.exports = require('jest-runtime');
