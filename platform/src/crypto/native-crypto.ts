import { createRequire } from 'node:module';

/** What the platform uses of the `secp256k1` package's libsecp256k1 binding (`secp256k1/bindings`). */
export interface Secp256k1Addon {
  ecdsaSign(digest: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number };
  ecdsaRecover(signature: Uint8Array, recid: number, digest: Uint8Array, compressed: boolean): Uint8Array;
  publicKeyCreate(privateKey: Uint8Array, compressed: boolean): Uint8Array;
  publicKeyConvert(publicKey: Uint8Array, compressed: boolean): Uint8Array;
}

/** The `keccak` package's native binding (`keccak/bindings`). */
export type KeccakAddon = (algorithm: 'keccak256') => { update(data: Buffer): { digest(): Buffer } };

export interface NativeCrypto {
  secp256k1: Secp256k1Addon;
  keccak: KeccakAddon;
}

/**
 * libsecp256k1 and the native Keccak, both or neither (the platform's own loader: it never imports the SDK's).
 * `undefined`, and noble serves every operation with the same results, when SATCHEL_NATIVE_CRYPTO=0 asks for it
 * (silently) or when either addon cannot load (one process warning naming the cause). The packages' main entries would
 * fall back to elliptic and a JS Keccak without a word, so their `bindings` entries are loaded instead.
 */
export function loadNativeCrypto(
  load: (id: string) => unknown = createRequire(import.meta.url),
  env: Record<string, string | undefined> = process.env,
): NativeCrypto | undefined {
  if (env.SATCHEL_NATIVE_CRYPTO === '0') return undefined;
  try {
    return {
      secp256k1: load('secp256k1/bindings') as Secp256k1Addon,
      keccak: load('keccak/bindings') as KeccakAddon,
    };
  } catch (error) {
    process.emitWarning(
      `@satchel/platform: native secp256k1/keccak unavailable (${(error as Error).message.split('\n')[0]}); using @noble (same results, slower)`,
      { code: 'SATCHEL_NATIVE_CRYPTO' },
    );
    return undefined;
  }
}

/** Loaded once per process, when the platform's crypto is first imported. */
export const nativeCrypto = loadNativeCrypto();
