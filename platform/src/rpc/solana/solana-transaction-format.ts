import { getBase58Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { base58Encode } from '@satchel/shared';
import type { SolanaTransactionRecord, SolanaTokenBalance } from '../../solana/solana-transaction-store.js';
import { solanaErrorJson } from './solana-error-json.js';
import { uiTokenAmount } from './solana-format.js';

const tokenBalance = (b: SolanaTokenBalance) => ({
  accountIndex: b.accountIndex,
  mint: b.mint,
  owner: b.owner,
  programId: TOKEN_PROGRAM_ADDRESS,
  uiTokenAmount: uiTokenAmount(BigInt(b.amount), b.decimals),
});

/** Solana's short-vec length prefix (compact-u16). */
function shortVec(length: number): number[] {
  const out: number[] = [];
  let rest = length;
  do {
    let byte = rest & 0x7f;
    rest >>= 7;
    if (rest) byte |= 0x80;
    out.push(byte);
  } while (rest);
  return out;
}

/** The signed transaction's wire bytes (signatures then message), for `encoding: base64`. */
function wireBytes(tx: SolanaTransactionRecord): Uint8Array {
  const signatures = tx.signatures.map((s) => Buffer.from(getBase58Encoder().encode(s)));
  return Buffer.concat([Buffer.from(shortVec(signatures.length)), ...signatures, Buffer.from(tx.message)]);
}

/** The message as `encoding: json` shows it: keys, header, compiled instructions (data base58), blockhash. */
function jsonMessage(tx: SolanaTransactionRecord) {
  const message = getCompiledTransactionMessageDecoder().decode(tx.message);
  // The runtime only writes legacy messages.
  if (!('instructions' in message)) throw new Error(`Transaction ${tx.signature} is not a legacy message`);
  return {
    accountKeys: tx.accountKeys.map((k) => k.pubkey),
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: message.header.numSignerAccounts,
    },
    instructions: message.instructions.map((ix) => ({
      accounts: [...(ix.accountIndices ?? [])],
      data: base58Encode(new Uint8Array(ix.data ?? [])),
      programIdIndex: ix.programAddressIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
  };
}

/** `getTransaction`'s answer (json or base64 encoding): the transaction, its meta (err, logs, balances, fee). */
export function formatTransaction(tx: SolanaTransactionRecord, encoding: 'json' | 'base64') {
  const err = tx.error === null ? null : solanaErrorJson(tx.error);
  return {
    blockTime: tx.blockTime,
    meta: {
      computeUnitsConsumed: Number(tx.computeUnits),
      err,
      fee: Number(tx.fee),
      innerInstructions: [],
      loadedAddresses: { readonly: [], writable: [] },
      logMessages: tx.logs,
      postBalances: tx.postBalances.map(Number),
      postTokenBalances: tx.postTokenBalances.map(tokenBalance),
      preBalances: tx.preBalances.map(Number),
      preTokenBalances: tx.preTokenBalances.map(tokenBalance),
      rewards: [],
      status: err === null ? { Ok: null } : { Err: err },
    },
    slot: tx.slot,
    transaction:
      encoding === 'base64'
        ? [Buffer.from(wireBytes(tx)).toString('base64'), 'base64']
        : { message: jsonMessage(tx), signatures: tx.signatures },
    version: 'legacy',
  };
}

/** One entry of `getSignatureStatuses`: every committed transaction is final. */
export function formatStatus(tx: SolanaTransactionRecord) {
  const err = tx.error === null ? null : solanaErrorJson(tx.error);
  return {
    confirmationStatus: 'finalized',
    confirmations: null,
    err,
    slot: tx.slot,
    status: err === null ? { Ok: null } : { Err: err },
  };
}
