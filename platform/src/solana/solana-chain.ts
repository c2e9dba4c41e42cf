import { address, lamports, type Address } from '@solana/kit';
import { LiteSVM } from 'litesvm';
import type { PlatformContext } from '../context.js';
import { loadAllAccounts } from './solana-account-store.js';
import { blockhashOfSlot, loadChainState } from './solana-chain-state.js';
import { seedSolanaChain } from './seed-solana-chain.js';
import type { SolanaAccount } from './token-account.js';

/**
 * One Solana network in memory: a LiteSVM (builtins and the SPL programs loaded, no signature or blockhash
 * checks: users' Solana addresses are not ed25519 keys, docs/protocol.md §5.4) holding the committed accounts plus
 * whatever the current settlement pass executed and has not committed yet.
 */
export class SolanaChain {
  constructor(
    readonly caip2Id: string,
    readonly svm: LiteSVM,
    /** The slot of the last executed transaction. */
    public slot: number,
  ) {}

  getAccount(pubkey: string): SolanaAccount | undefined {
    const account = this.svm.getAccount(address(pubkey));
    if (!account.exists) return undefined;
    return {
      pubkey,
      lamports: account.lamports,
      owner: account.programAddress,
      executable: account.executable,
      data: new Uint8Array(account.data),
    };
  }

  setAccount(account: SolanaAccount): void {
    this.svm.setAccount({
      address: account.pubkey as Address,
      lamports: lamports(account.lamports),
      programAddress: account.owner as Address,
      executable: account.executable,
      data: account.data,
      space: BigInt(account.data.length),
    });
  }

  /** Moves to the next slot (one transaction per slot); its deterministic blockhash. */
  nextSlot(): { slot: number; blockhash: string } {
    this.slot += 1;
    this.svm.warpToSlot(BigInt(this.slot));
    return { slot: this.slot, blockhash: blockhashOfSlot(this.caip2Id, this.slot) };
  }
}

const freshSvm = () =>
  new LiteSVM().withSigverify(false).withBlockhashCheck(false).withTransactionHistory(0n);

/**
 * The network as committed in the database (seeded there first when it has never been): a fresh LiteSVM with every
 * stored account set back, at the stored slot.
 */
export function loadSolanaChain(ctx: PlatformContext, caip2Id: string): SolanaChain {
  let state = loadChainState(ctx.db, caip2Id);
  if (!state) {
    ctx.db.transaction(() => seedSolanaChain(ctx, caip2Id))();
    state = loadChainState(ctx.db, caip2Id);
  }
  const chain = new SolanaChain(caip2Id, freshSvm(), state?.slot ?? 0);
  for (const account of loadAllAccounts(ctx.db, caip2Id)) chain.setAccount(account);
  if (chain.slot > 0) chain.svm.warpToSlot(BigInt(chain.slot));
  return chain;
}
