import type { PlatformContext } from '../context.js';
import { ownerForChainType } from '../world/owner-for-chain-type.js';
import type { FaucetBalance, FaucetTokenRow, FaucetUser } from './faucet-types.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { fundEvmUser } from './fund-evm-user.js';
import { fundSolanaUser } from './fund-solana-user.js';
import { downstreamHash } from '../crypto/downstream-hash.js';
import { balanceOf, recordActivity, setBalance } from '../ledger/ledger.js';
import type { EvmExecuted } from '../evm/evm-runtime.js';
import { indexTransaction } from '../evm/index-transaction.js';
import { indexSolanaBalances } from '../solana/index-solana-balances.js';
import type { ExecutedSolanaTransaction } from '../solana/run-solana-transaction.js';
import { saveSolanaTransaction } from '../solana/save-solana-transaction.js';
import { listFaucetTokens } from '../world/token-store.js';
import { getUserById } from '../world/user-store.js';

/** A ledger top-up (networks no runtime executes: Aptos); inside the transaction. */
function ledgerTopUp(ctx: PlatformContext, user: FaucetUser, t: FaucetTokenRow, owner: string): bigint {
  const current = balanceOf(ctx, t.token_id, owner);
  const target = BigInt(t.faucet_amount);
  if (current >= target) return current;
  setBalance(ctx, t.token_id, owner, target);
  recordActivity(ctx, {
    owner,
    tokenId: t.token_id,
    intentId: null,
    transferType: 'DEPOSIT',
    orderType: 'FAUCET',
    quantity: target - current,
    txHash: downstreamHash(t.caip_id, `faucet:${user.userId}:${t.token_id}:${ctx.now()}`),
  });
  return target;
}

/**
 * Places the user's EVM wallets where missing (SatchelAccount, docs/accounts.md), then tops the user's accounts up to
 * each token's faucet amount (every seeded chain, or only `caip2Id`) and, on the NFT chain, has the welcome NFTs
 * minted once per wallet. On the in-process EVM and Solana chains through real transactions, one per chain (on EVM a
 * call from the wallet, which claims from the minter: fundEvmUser; fundSolanaUser),
 * indexed like any other; elsewhere on the ledger. The wallets commit first (a failed funding keeps them); the
 * funding commits in one transaction. Returns the balances.
 */
export function fundUser(
  ctx: PlatformContext,
  chains: PlatformChains,
  user: FaucetUser,
  caip2Id?: string,
): Promise<FaucetBalance[]> {
  return chains.exclusive(async () => {
    const tokens = listFaucetTokens(ctx.db, caip2Id);
    const evm = chains.evm;
    const evmSent: EvmExecuted[] = [];
    const solanaSent: ExecutedSolanaTransaction[] = [];
    const chainAmounts = new Map<string, bigint>();
    try {
      if (evm) {
        // The user's wallet is a contract on every EVM network from its first login on: placed before it is funded,
        // which is a call from it (the wallet claims from the minter).
        const holder = getUserById(ctx.db, user.userId);
        if (!holder) throw new Error(`faucet: no user ${user.userId} to fund`);
        await evm.placeAccounts([holder]);
        const evmTokens = tokens.filter((t) => evm.handles(t.caip_id));
        const funded = await fundEvmUser(evm, holder, evmTokens);
        evmSent.push(...funded.sent);
        for (const [tokenId, amount] of funded.amounts) chainAmounts.set(tokenId, amount);
      }
      const solana = chains.solana;
      const solanaNetworks = new Set(tokens.filter((t) => solana?.handles(t.caip_id)).map((t) => t.caip_id));
      for (const network of solanaNetworks) {
        const funded = await fundSolanaUser(ctx, solana!, user, network);
        if (funded.executed) solanaSent.push(funded.executed);
        for (const b of funded.balances) {
          const t = tokens.find((x) => x.caip_id === network && x.address === b.tokenAddress);
          if (t) chainAmounts.set(t.token_id, BigInt(b.amount));
        }
      }
      const failed = [
        ...evmSent.map(({ mined }) => ({ reason: mined.reason, txHash: mined.tx.hash })),
        ...solanaSent.map(({ reason, record }) => ({ reason, txHash: record.signature })),
      ].find((sent) => sent.reason !== '');
      if (failed) throw new Error(`faucet transaction ${failed.txHash} failed: ${failed.reason}`);
      return ctx.db.transaction(() => {
        for (const { chain, mined } of evmSent) {
          chain.commit(ctx.db, mined); // the chain's state diff, block, receipt and logs
          indexTransaction(ctx, chain.caipId, mined.tx, mined.layer); // balances, activity, NFTs
        }
        for (const executed of solanaSent) {
          saveSolanaTransaction(ctx.db, executed); // the chain's accounts, transaction and slot
          indexSolanaBalances(ctx, executed); // balances, activity
        }
        return tokens.map((t) => {
          const owner = ownerForChainType(user, t.type);
          const amount = chainAmounts.get(t.token_id) ?? ledgerTopUp(ctx, user, t, owner);
          return {
            caip2Id: t.caip_id,
            tokenAddress: t.address,
            symbol: t.symbol,
            owner,
            amount: amount.toString(),
          };
        });
      })();
    } catch (error) {
      if (evm) await evm.discardUncommitted();
      await chains.solana?.discardUncommitted();
      throw error;
    }
  });
}
