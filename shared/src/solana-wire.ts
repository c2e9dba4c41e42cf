// The embedded JSON of a Solana raw transaction (docs/protocol-solana.md), both ways: the SDK writes it, the
// platform reads it back for the shared schema and re-writes it from an estimate's details.

/** A Solana transaction as input: instruction data as bytes. */
export interface SolanaTransactionBytes {
  signer: string;
  instructions: ReadonlyArray<{
    programId: string;
    data: readonly number[];
    keys: ReadonlyArray<{ pubkey: string; isSigner: boolean; isWritable: boolean }>;
  }>;
}

/** Lowercase `0x` hex of whole bytes (`0x` when empty): instruction data as the wire spells it. */
const LOWER_HEX_BYTES = /^0x(?:[0-9a-f]{2})*$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The embedded JSON of a validated Solana transaction: `{signer, instructions: [{programId, data, keys: [{pubkey,
 * isSigner, isWritable}]}]}` in that key order, `data` as lowercase `0x` hex.
 * @example
 * JSON.stringify(solanaTransactionJson({ signer, instructions: [{ programId, data: [104, 105], keys: [] }] }));
 * // '{"signer":"…","instructions":[{"programId":"…","data":"0x6869","keys":[]}]}'
 */
export function solanaTransactionJson(tx: SolanaTransactionBytes) {
  return {
    signer: tx.signer,
    instructions: tx.instructions.map((ix) => ({
      programId: ix.programId,
      data: `0x${ix.data.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
      keys: ix.keys.map((key) => ({
        pubkey: key.pubkey,
        isSigner: key.isSigner,
        isWritable: key.isWritable,
      })),
    })),
  };
}

/**
 * The schema input of an embedded Solana transaction: each instruction's `data` from lowercase `0x` hex to bytes;
 * anything else is returned as it is, for the shared schema to report. Undefined when a `data` is a string that is
 * not lowercase hex of whole bytes (the wire's own format).
 * @example
 * solanaTransactionBytes({ signer, instructions: [{ programId, data: '0x6869', keys: [] }] }); // data: [104, 105]
 */
export function solanaTransactionBytes(wire: unknown): unknown {
  if (!isObject(wire) || !Array.isArray(wire.instructions)) return wire;
  const instructions: unknown[] = [];
  for (const ix of wire.instructions as unknown[]) {
    if (!isObject(ix) || typeof ix.data !== 'string') instructions.push(ix);
    else if (!LOWER_HEX_BYTES.test(ix.data)) return undefined;
    else {
      const hex = ix.data.slice(2);
      const data = Array.from({ length: hex.length / 2 }, (_, i) =>
        parseInt(hex.slice(2 * i, 2 * i + 2), 16),
      );
      instructions.push({ ...ix, data });
    }
  }
  return { ...wire, instructions };
}
