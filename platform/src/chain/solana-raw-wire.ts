import type { SolanaTransaction } from '@satchel/shared';
import { bytesToHex, hexToBytes, type Hex } from 'viem';

/** Lowercase `0x` hex of whole bytes (`0x` when empty): instruction data as the wire spells it. */
const LOWER_HEX_BYTES = /^0x(?:[0-9a-f]{2})*$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The schema input of an embedded Solana transaction (docs/protocol-solana.md): each instruction's `data` from
 * lowercase `0x` hex to bytes; anything else is returned as it is, for the shared schema to report. Undefined when
 * a `data` is a string that is not lowercase hex of whole bytes (the wire's own format).
 */
export function solanaTransactionInput(wire: unknown): unknown {
  if (!isObject(wire) || !Array.isArray(wire.instructions)) return wire;
  const instructions = [];
  for (const ix of wire.instructions as unknown[]) {
    if (!isObject(ix) || typeof ix.data !== 'string') {
      instructions.push(ix);
      continue;
    }
    if (!LOWER_HEX_BYTES.test(ix.data)) return undefined;
    instructions.push({ ...ix, data: [...hexToBytes(ix.data as Hex)] });
  }
  return { ...wire, instructions };
}

/** The embedded JSON of a validated Solana transaction, keys in the wire's order, data as lowercase hex. */
export function solanaTransactionWire(tx: SolanaTransaction) {
  return {
    signer: tx.signer,
    instructions: tx.instructions.map((ix) => ({
      programId: ix.programId,
      data: bytesToHex(Uint8Array.from(ix.data)),
      keys: ix.keys.map((key) => ({
        pubkey: key.pubkey,
        isSigner: key.isSigner,
        isWritable: key.isWritable,
      })),
    })),
  };
}
