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
// And two fixes so that a test file's modules, and the context holding all they made, can be collected once the file
// is done (else every file stayed on the heap: ≈ 20–30 MB per platform file, 1.5 GB at the end of the platform worker,
// whose teardown then outlasted jest's 500 ms: 'a worker process has failed to exit gracefully'):
// - V8's isolate-wide compilation cache is off. It kept every compiled module's script, with it the module's
//   host-defined options: the symbol Node keys the module's registry by (a WeakMap), whose entry holds the
//   vm.SourceTextModule, hence the context; only a last-resort GC freed them. A module's script, under its own
//   symbol, is never found in that cache again anyway: the code cache above is what saves the compiling. Node 20
//   takes the flag at run time only (not in NODE_OPTIONS), and this runtime is loaded before any test module compiles.
// - the references Node 20 keeps between linked modules are dropped once they are instantiated (jest-release-links.cjs).
// scripts/jest-runtime.test.mjs checks that a test file's context is collected.
const v8 = require('node:v8');
const vm = require('node:vm');
const { installCompileCache } = require('./jest-compile-cache.cjs');
const { installLinkRelease } = require('./jest-release-links.cjs');

v8.setFlagsFromString('--no-compilation-cache');
installCompileCache(vm);
if (vm.SourceTextModule) installLinkRelease(vm.SourceTextModule);

module.exports = require('jest-runtime');
