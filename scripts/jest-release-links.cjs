// Node 20 keeps, in every vm.SourceTextModule that was linked as another module's dependency, strong references to
// the modules its imports resolved to, and lets them go only when that very module is instantiated; `module.link()`
// instantiates the root alone. An import cycle (viem, the chain libraries have many) is then a loop of strong
// references the GC cannot see through, and it holds the test file's whole context (nodejs/node#50113, fixed in
// later Node lines). So once a root is linked and instantiated, this instantiates each module its linker handed out
// again: a no-op for V8 (instantiated already), and for Node the point where it drops those references.
// scripts/jest-runtime.test.mjs checks that a test file's context is collected.

// The ModuleWrap behind a vm module: Node's own symbol-keyed property (undefined where Node has none by that name).
const wrapOf = (module) => {
  const key = Object.getOwnPropertySymbols(module).find((symbol) => symbol.description === 'kWrap');
  return key === undefined ? undefined : module[key];
};

function releaseLinks(module) {
  if (module.status === 'unlinked' || module.status === 'linking') return;
  try {
    wrapOf(module)?.instantiate?.();
  } catch {
    // Only memory is at stake: a module V8 refuses to instantiate again keeps its references, as without this.
  }
}

// Installs the wrapper on `SourceTextModule.prototype.link` once; returns false when already installed.
function installLinkRelease(SourceTextModule) {
  const { link } = SourceTextModule.prototype;
  if (link.name === 'linkAndRelease') return false;
  SourceTextModule.prototype.link = async function linkAndRelease(linker, ...rest) {
    if (typeof linker !== 'function') return link.call(this, linker, ...rest);
    const handedOut = new Set();
    await link.call(
      this,
      async (...args) => {
        const module = await linker(...args);
        handedOut.add(module);
        return module;
      },
      ...rest,
    );
    for (const module of handedOut) releaseLinks(module);
  };
  return true;
}

module.exports = { installLinkRelease };
