import { keccak256Bytes as backend } from '#keccak256';

/**
 * Keccak-256 (the Ethereum hash, original Keccak padding) of `data`: the native `keccak` addon in Node, `@noble/hashes`
 * in browsers and wherever the addon cannot load. Declared here, not re-exported, so the package's type declarations
 * name no `#` import (TypeScript's node10 and CommonJS resolutions cannot follow one).
 * @example
 * const hash = toHex(keccak256Bytes(new TextEncoder().encode('hello')));
 */
export const keccak256Bytes: (data: Uint8Array) => Uint8Array = backend;
