import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { toHex } from 'viem';
import { base58Encode } from '@satchel/shared';
import { curve } from './secp256k1.js';

/** A deterministic transaction hash for the chain family: `0x` + 64 hex on EVM and Aptos, base58 on Solana. */
export function downstreamHash(caipId: string, seed: string): string {
  if (/^solana:/i.test(caipId))
    return base58Encode(
      new Uint8Array([
        ...sha256(utf8ToBytes(`satchel:sig:${seed}`)),
        ...sha256(utf8ToBytes(`satchel:sig2:${seed}`)),
      ]),
    );
  // The native Keccak where it loads (crypto/secp256k1.ts): two of these per settled order.
  return toHex(curve.keccak256(utf8ToBytes(`satchel:tx:${seed}`)));
}
