import {
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  compileTransactionMessage,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type SignatureBytes,
} from '@solana/kit';
import { FailedTransactionMetadata } from 'litesvm';
import { base58Encode } from '@satchel/shared';
import type { SolanaChain } from './solana-chain.js';
import { LAMPORTS_PER_SIGNATURE, PLATFORM_SOLANA_ACCOUNT } from './solana-constants.js';
import { failureReason, runtimeError } from './solana-error.js';
import { solanaSignature } from './solana-signature.js';
import type {
  SolanaAccountKey,
  SolanaTokenBalance,
  SolanaTransactionRecord,
} from './solana-transaction-store.js';
import { parseMint, parseTokenAccount, type SolanaAccount } from './token-account.js';

/** Any valid blockhash: the fee depends on the signers only. */
const FEE_BLOCKHASH = '11111111111111111111111111111111';

/** What one transaction did in memory: its record and the writable accounts before and after (undefined = none). */
export interface ExecutedSolanaTransaction {
  record: SolanaTransactionRecord;
  /** '' when it succeeded, else why it failed (`Transaction failed: …`, solana-error.ts). */
  reason: string;
  before: Map<string, SolanaAccount | undefined>;
  after: Map<string, SolanaAccount | undefined>;
}

export interface SolanaTransactionInput {
  instructions: Instruction[];
  /** What the signatures derive from: the order's intent id, or the faucet call's. */
  seed: string;
  intentId: string | null;
  nowSec: number;
  /** The order's instructions as given (RAW_TRANSACTION), else taken from `instructions`. */
  recorded?: SolanaTransactionRecord['instructions'];
  /** Who pays the fee: the platform account (sponsored networks, the faucet) unless the user is named. */
  feePayer?: Address;
}

/** The legacy message of `instructions` paid by `feePayer`, on the given blockhash. */
function messageOf(instructions: Instruction[], feePayer: Address, hash: string) {
  return pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(hash), lastValidBlockHeight: 0n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
}

/** The fee the runtime charges for `instructions` paid by `feePayer`: a fixed price per signature, as on Solana. */
export function transactionFee(instructions: Instruction[], feePayer: Address): bigint {
  const { header } = compileTransactionMessage(messageOf(instructions, feePayer, FEE_BLOCKHASH));
  return LAMPORTS_PER_SIGNATURE * BigInt(header.numSignerAccounts);
}

function tokenBalances(chain: SolanaChain, keys: string[], accounts: Map<string, SolanaAccount | undefined>) {
  const balances: SolanaTokenBalance[] = [];
  keys.forEach((pubkey, accountIndex) => {
    const holding = parseTokenAccount(accounts.get(pubkey));
    if (!holding) return;
    const decimals = parseMint(chain.getAccount(holding.mint))?.decimals ?? 0;
    balances.push({ accountIndex, ...holding, amount: holding.amount.toString(), decimals });
  });
  return balances;
}

/**
 * Executes instructions as one legacy transaction on the chain's next slot, paid by `feePayer`, with
 * the deterministic signatures of `seed` (slot 0 = the transaction id). Never throws for a failed transaction: the
 * record carries the runtime's error and logs.
 */
export function runSolanaTransaction(
  chain: SolanaChain,
  input: SolanaTransactionInput,
): ExecutedSolanaTransaction {
  const { slot, blockhash: hash } = chain.nextSlot();
  const feePayer = input.feePayer ?? PLATFORM_SOLANA_ACCOUNT;
  const message = messageOf(input.instructions, feePayer, hash);
  const compiled = compileTransactionMessage(message);
  const unsigned = compileTransaction(message);
  const signers = Object.keys(unsigned.signatures);
  const signatures = Object.fromEntries(
    signers.map((signer, i) => [signer, solanaSignature(input.seed, i) as SignatureBytes]),
  );
  const { header, staticAccounts } = compiled;
  const accountKeys: SolanaAccountKey[] = staticAccounts.map((pubkey, i) => {
    const signer = i < header.numSignerAccounts;
    const writable = signer
      ? i < header.numSignerAccounts - header.numReadonlySignerAccounts
      : i < staticAccounts.length - header.numReadonlyNonSignerAccounts;
    return { pubkey, signer, writable };
  });
  const keys = accountKeys.map((k) => k.pubkey);
  const snapshot = () => new Map(keys.map((k) => [k, chain.getAccount(k)] as const));
  const before = snapshot();
  const result = chain.svm.sendTransaction({ ...unsigned, signatures } as Parameters<
    typeof chain.svm.sendTransaction
  >[0]);
  const after = snapshot();
  const failed = result instanceof FailedTransactionMetadata;
  const meta = failed ? result.meta() : result;
  const payerBefore = before.get(feePayer)?.lamports ?? 0n;
  const payerAfter = after.get(feePayer)?.lamports ?? 0n;
  // A transaction refused before it ran (e.g. an unknown program) changes nothing and pays no fee.
  const processed = !failed || payerBefore !== payerAfter;
  const writable = (map: Map<string, SolanaAccount | undefined>) =>
    new Map(accountKeys.filter((k) => k.writable).map((k) => [k.pubkey, map.get(k.pubkey)] as const));
  const record: SolanaTransactionRecord = {
    caip2Id: chain.caip2Id,
    signature: base58Encode(signatures[signers[0]]),
    slot,
    blockTime: input.nowSec,
    status: failed ? 'failed' : 'success',
    error: failed ? runtimeError(result) : null,
    logs: meta.logs(),
    signatures: signers.map((signer) => base58Encode(signatures[signer])),
    message: new Uint8Array(unsigned.messageBytes),
    accountKeys,
    preBalances: keys.map((k) => before.get(k)?.lamports ?? 0n),
    postBalances: keys.map((k) => after.get(k)?.lamports ?? 0n),
    preTokenBalances: tokenBalances(chain, keys, before),
    postTokenBalances: tokenBalances(chain, keys, after),
    instructions:
      input.recorded ??
      input.instructions.map((ix) => ({
        programId: ix.programAddress,
        data: `0x${Buffer.from(ix.data ?? new Uint8Array(0)).toString('hex')}`,
        keys: (ix.accounts ?? []).map((a) => ({
          pubkey: a.address,
          isSigner: a.role >= 2,
          isWritable: a.role % 2 === 1,
        })),
      })),
    fee: processed ? LAMPORTS_PER_SIGNATURE * BigInt(signers.length) : 0n,
    computeUnits: meta.computeUnitsConsumed(),
    intentId: input.intentId,
  };
  const reason = failed ? failureReason(record.error ?? 'unknown error', record.logs) : '';
  return { record, reason, before: writable(before), after: writable(after) };
}
