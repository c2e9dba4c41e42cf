import { sha512 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The 64-byte signature a transaction carries in signer slot `index` (0 = the fee payer: its base58 is the
 * transaction's id and the order's `downstreamTransactionHash`). Derived from the order (or the faucet call), so
 * the id is known before execution and unique; the runtime does not verify signatures.
 */
export const solanaSignature = (seed: string, index = 0): Uint8Array =>
  sha512(utf8ToBytes(index === 0 ? `satchel:solana-sig:${seed}` : `satchel:solana-sig:${seed}:${index}`));
