import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { address, getBase58Encoder, type Address } from '@solana/kit';
import { base58Encode } from '@satchel/shared';

const MARKER = utf8ToBytes('ProgramDerivedAddress');

function onCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Solana's `find_program_address`, synchronously (kit's is async over WebCrypto, which yields to the event loop
 * in the middle of a settlement or a faucet request): the first bump from 255 down whose
 * `sha256(seeds ‖ bump ‖ programId ‖ "ProgramDerivedAddress")` is off the ed25519 curve.
 */
export function findProgramAddress(seeds: Uint8Array[], programId: Address): Address {
  const program = getBase58Encoder().encode(programId);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(concatBytes(...seeds, Uint8Array.of(bump), new Uint8Array(program), MARKER));
    if (!onCurve(hash)) return address(base58Encode(hash));
  }
  throw new Error(`No program address off the curve for ${programId}`);
}
