import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { keccak256, toHex } from 'viem';
import { base58Encode } from '@satchel/shared';

/** A deterministic transaction hash for the chain family: `0x` + 64 hex on EVM and Aptos, base58 on Solana. */
export function downstreamHash(caipId: string, seed: string): string {
  if (/^solana:/i.test(caipId))
    return base58Encode(
      new Uint8Array([
        ...sha256(utf8ToBytes(`satchel:sig:${seed}`)),
        ...sha256(utf8ToBytes(`satchel:sig2:${seed}`)),
      ]),
    );
  return keccak256(toHex(`satchel:tx:${seed}`));
}
