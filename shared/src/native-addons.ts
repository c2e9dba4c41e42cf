// The one loader of the native crypto addons, for the SDK in Node and for the platform (issue 42). Each package passes
// its own `require`, so the addons resolve from that package's dependencies, and calls it once at import.

/** What Satchel uses of the `secp256k1` package's libsecp256k1 binding (`secp256k1/bindings`). */
export interface Secp256k1Addon {
  ecdsaSign(
    digest: Uint8Array,
    privateKey: Uint8Array,
  ): { signature: Uint8Array<ArrayBuffer>; recid: number };
  ecdsaRecover(signature: Uint8Array, recid: number, digest: Uint8Array, compressed: boolean): Uint8Array;
  publicKeyCreate(privateKey: Uint8Array, compressed?: boolean): Uint8Array<ArrayBuffer>;
  publicKeyConvert(publicKey: Uint8Array, compressed: boolean): Uint8Array;
}

/** The `keccak` package's native binding (`keccak/bindings`): a hash object per call, like node's createHash. */
export type KeccakAddon = (algorithm: 'keccak256') => { update(data: Uint8Array): { digest(): Uint8Array } };

export interface NativeAddons {
  secp256k1: Secp256k1Addon;
  keccak: KeccakAddon;
}

/**
 * The native addons, both or neither: `undefined` when SATCHEL_NATIVE_CRYPTO=0 asks for the pure-JS path (silently),
 * or when either cannot load (one process warning from `owner`, naming the cause), so every operation then runs on
 * noble with the same results. The packages' own entry points would fall back to elliptic and a JS keccak without a
 * word, so their `bindings` entries are loaded instead.
 */
export function loadNativeAddonsFor(
  owner: string,
  load: (id: string) => unknown,
  env: Record<string, string | undefined>,
): NativeAddons | undefined {
  if (env.SATCHEL_NATIVE_CRYPTO === '0') return undefined;
  try {
    return {
      secp256k1: load('secp256k1/bindings') as Secp256k1Addon,
      keccak: load('keccak/bindings') as KeccakAddon,
    };
  } catch (error) {
    process.emitWarning(
      `${owner}: native secp256k1/keccak unavailable (${(error as Error).message.split('\n')[0]}); using @noble (same results, slower)`,
      { code: 'SATCHEL_NATIVE_CRYPTO' },
    );
    return undefined;
  }
}
