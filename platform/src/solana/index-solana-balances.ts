import type { PlatformContext } from '../context.js';
import { recordActivity, setBalance } from '../ledger/ledger.js';
import type { ExecutedSolanaTransaction } from './run-solana-transaction.js';
import { tokenIdsByAddress } from '../world/token-store.js';
import { tokenAccountsOf } from './solana-account-store.js';
import { PLATFORM_SOLANA_ACCOUNT, SYSTEM_PROGRAM } from './solana-constants.js';
import { parseTokenAccount, type SolanaAccount } from './token-account.js';

type Accounts = Map<string, SolanaAccount | undefined>;

const isWallet = (account: SolanaAccount | undefined) => !account || account.owner === SYSTEM_PROGRAM;

/** Token amounts per `owner mint` over the token accounts of one side of a transaction. */
function holdings(accounts: Accounts): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const account of accounts.values()) {
    const holding = parseTokenAccount(account);
    if (!holding) continue;
    const key = `${holding.owner} ${holding.mint}`;
    sums.set(key, (sums.get(key) ?? 0n) + holding.amount);
  }
  return sums;
}

/**
 * Indexes a committed transaction into `balances`/`activity` (what the portfolio and activity reads show), inside
 * the commit: a wallet's SOL is its lamports; a wallet's token balance is the sum of its token accounts of that
 * mint (as stored, so after this transaction's accounts were saved); each change is a DEPOSIT or WITHDRAWAL.
 * The platform account and mints not seeded as tokens are not indexed.
 */
export function indexSolanaBalances(ctx: PlatformContext, executed: ExecutedSolanaTransaction): void {
  const { before, after } = executed;
  const { caip2Id, intentId, signature } = executed.record;
  const tokens = tokenIdsByAddress(ctx.db, caip2Id);
  const common = {
    intentId,
    orderType: intentId ? 'EXTERNAL_TRANSFER' : 'FAUCET',
    txHash: signature,
  };
  const record = (owner: string, tokenId: string, delta: bigint) => {
    if (delta === 0n) return;
    const transferType = delta > 0n ? 'DEPOSIT' : 'WITHDRAWAL';
    recordActivity(ctx, { ...common, owner, tokenId, transferType, quantity: delta > 0n ? delta : -delta });
  };
  const sol = tokens.get('');
  for (const [pubkey, post] of after) {
    const pre = before.get(pubkey);
    if (sol === undefined || pubkey === PLATFORM_SOLANA_ACCOUNT || !isWallet(pre) || !isWallet(post))
      continue;
    setBalance(ctx, sol, pubkey, post?.lamports ?? 0n);
    record(pubkey, sol, (post?.lamports ?? 0n) - (pre?.lamports ?? 0n));
  }
  const pre = holdings(before);
  const post = holdings(after);
  for (const key of new Set([...pre.keys(), ...post.keys()])) {
    const [owner, mint] = key.split(' ');
    const tokenId = tokens.get(mint);
    if (tokenId === undefined || owner === PLATFORM_SOLANA_ACCOUNT) continue;
    const total = tokenAccountsOf(ctx.db, caip2Id, owner, mint).reduce(
      (sum, account) => sum + (parseTokenAccount(account)?.amount ?? 0n),
      0n,
    );
    setBalance(ctx, tokenId, owner, total);
    record(owner, tokenId, (post.get(key) ?? 0n) - (pre.get(key) ?? 0n));
  }
}
