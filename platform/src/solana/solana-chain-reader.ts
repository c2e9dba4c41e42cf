import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { PlatformContext } from '../context.js';
import { loadAccount, tokenAccountsOf } from './solana-account-store.js';
import { blockhashOfSlot, loadChainState } from './solana-chain-state.js';
import type { SolanaRuntime } from './solana-runtime.js';
import { findTransaction, type SolanaTransactionRecord } from './solana-transaction-store.js';
import { parseMint, type SolanaAccount } from './token-account.js';

/**
 * The read side of one in-process Solana network, as committed (never an order's uncommitted state): what the
 * JSON-RPC endpoint and the explorer page answer from.
 */
export interface SolanaChainReader {
  caip2Id: string;
  /** The last committed slot (one transaction per slot, so also the block height). */
  slot(): number;
  blockhash(): string;
  getAccount(pubkey: string): SolanaAccount | undefined;
  /** SPL Token accounts of a wallet, of one mint or of the token program (any other program: none). */
  tokenAccountsByOwner(owner: string, filter: { mint?: string; programId?: string }): SolanaAccount[];
  /** Decimals of an SPL mint, undefined when the address is not one. */
  mintDecimals(mint: string): number | undefined;
  getTransaction(signature: string): SolanaTransactionRecord | undefined;
  minimumBalanceForRentExemption(dataLength: number): bigint;
}

// Solana's rent: 3,480 lamports per byte-year, exempt at two years, 128 bytes of account overhead.
const rentExempt = (dataLength: number) => BigInt(dataLength + 128) * 3480n * 2n;

/** A network's reader over the database; the runtime is asked first so a never-used network is seeded. */
export function createSolanaReader(
  ctx: PlatformContext,
  runtime: SolanaRuntime,
  caip2Id: string,
): SolanaChainReader {
  const state = () => {
    runtime.chain(caip2Id);
    return loadChainState(ctx.db, caip2Id) ?? { slot: 0, blockhash: blockhashOfSlot(caip2Id, 0) };
  };
  return {
    caip2Id,
    slot: () => state().slot,
    blockhash: () => state().blockhash,
    getAccount: (pubkey) => (state(), loadAccount(ctx.db, caip2Id, pubkey)),
    tokenAccountsByOwner(owner, { mint, programId }) {
      state();
      if (programId !== undefined && programId !== TOKEN_PROGRAM_ADDRESS) return [];
      return tokenAccountsOf(ctx.db, caip2Id, owner, mint);
    },
    mintDecimals: (mint) => parseMint(loadAccount(ctx.db, caip2Id, mint))?.decimals,
    getTransaction: (signature) => findTransaction(ctx.db, signature, caip2Id),
    minimumBalanceForRentExemption: rentExempt,
  };
}
