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
//
// And one V8 setting: no isolate-wide compilation cache. V8 keeps every compiled module's script there, and with it
// the module's host-defined options: the symbol Node keys the module's registry by (moduleRegistries, a WeakMap), whose
// entry holds the vm.SourceTextModule, hence the test file's whole context. So every test file's modules and
// everything they made stayed on the heap (≈ 20–30 MB per platform file, 1.5 GB at the end of the platform worker,
// whose teardown then outlasted jest's 500 ms: 'a worker process has failed to exit gracefully'); only a last-resort
// GC ever freed it. A module with its own symbol can never be found in that cache again anyway, and the code cache
// above is what saves the compiling. Node 20 takes the flag at run time only (not in NODE_OPTIONS); a jest worker
// loads this runtime before it compiles any test module. scripts/jest-compile-cache.test.mjs shows the retention.
const v8 = require('node:v8');
const vm = require('node:vm');
const { installCompileCache } = require('./jest-compile-cache.cjs');

v8.setFlagsFromString('--no-compilation-cache');
installCompileCache(vm);

module.exports = require('jest-runtime');
