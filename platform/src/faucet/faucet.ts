import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import type { PlatformContext } from '../context.js';
import { ownerForChainType } from '../world/owner-for-chain-type.js';
import type { FaucetBalance, FaucetUser } from './faucet-types.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { satchelCollection1155Abi } from '../evm/artifacts/satchel-collection-1155.js';
import { satchelCollection721Abi } from '../evm/artifacts/satchel-collection-721.js';
import { satchelTokenAbi } from '../evm/artifacts/satchel-token.js';
import type { EvmRuntime } from '../evm/evm-runtime.js';
import { fundSolanaUser } from './fund-solana-user.js';
import { PLATFORM_FAUCET, PLATFORM_MINTER } from '../evm/platform-accounts.js';
import { downstreamHash } from '../crypto/downstream-hash.js';
import { balanceOf, recordActivity, setBalance } from '../ledger/ledger.js';
import type { ExecutionOutcome } from '../chains/chain-runtime.js';
import { FAUCET_BADGE_ID, FAUCET_BADGE_QUANTITY, SEED_COLLECTIONS } from '../world/seed-collections.js';

interface FaucetTokenRow {
  token_id: string;
  caip_id: string;
  type: 'EVM' | 'APT' | 'SVM';
  address: string;
  symbol: string;
  faucet_amount: string;
}

/** The user's balance of a token on an in-process EVM chain (native from the account, ERC-20 by eth_call). */
async function evmBalance(evm: EvmRuntime, t: FaucetTokenRow, owner: string): Promise<bigint> {
  const reader = evm.readers.get(t.caip_id.toLowerCase())!;
  if (t.address === '') return reader.getBalance(owner as Hex);
  const result = await reader.call({
    to: t.address as Hex,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner as Hex] }),
  });
  if (!result.ok) throw new Error(`balanceOf on ${t.symbol} (${t.caip_id}) failed: ${result.reason}`);
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result.returnData });
}

/** A top-up through the chain: native by a value transfer from the faucet account, ERC-20 by the minter's mint. */
function topUp(evm: EvmRuntime, t: FaucetTokenRow, owner: string, amount: bigint): Promise<ExecutionOutcome> {
  if (t.address === '')
    return evm.send(t.caip_id, {
      from: PLATFORM_FAUCET,
      to: owner as Hex,
      data: '0x',
      value: amount,
      intentId: null,
    });
  const data = encodeFunctionData({
    abi: satchelTokenAbi,
    functionName: 'mint',
    args: [owner as Hex, amount],
  });
  return evm.send(t.caip_id, {
    from: PLATFORM_MINTER,
    to: t.address as Hex,
    data,
    value: 0n,
    intentId: null,
  });
}

/** First faucet call for a user: one ERC-721 (next free id) and five of the ERC-1155 badge, minted on chain. */
async function mintWelcomeNfts(
  ctx: PlatformContext,
  evm: EvmRuntime,
  user: FaucetUser,
): Promise<ExecutionOutcome[]> {
  const done = ctx.db
    .prepare(`SELECT 1 FROM used_values WHERE scope = 'faucet_nfts' AND value = ?`)
    .get(user.userId);
  if (done) return [];
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  const row = ctx.db
    .prepare(
      'SELECT MAX(CAST(nft_id AS INTEGER)) AS maxId FROM nfts WHERE caip_key = ? AND collection_key = ?',
    )
    .get(erc721.caipId.toLowerCase(), erc721.collectionAddress.toLowerCase()) as { maxId: number | null };
  const id = BigInt((row.maxId ?? 0) + 1);
  const to = user.userSWA as Hex;
  return [
    await evm.send(erc721.caipId, {
      from: PLATFORM_MINTER,
      to: erc721.collectionAddress,
      data: encodeFunctionData({ abi: satchelCollection721Abi, functionName: 'mint', args: [to, id] }),
      value: 0n,
      intentId: null,
    }),
    await evm.send(erc1155.caipId, {
      from: PLATFORM_MINTER,
      to: erc1155.collectionAddress,
      data: encodeFunctionData({
        abi: satchelCollection1155Abi,
        functionName: 'mint',
        args: [to, BigInt(FAUCET_BADGE_ID), FAUCET_BADGE_QUANTITY],
      }),
      value: 0n,
      intentId: null,
    }),
  ];
}

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
 * Tops the user's accounts up to each token's faucet amount (every seeded chain, or only `caip2Id`) and on the
 * first call mints the welcome NFTs. On the in-process EVM and Solana chains through real transactions (mint, transfer)
 * indexed like any other; elsewhere on the ledger. Everything commits in one transaction; returns the balances.
 */
export function fundUser(
  ctx: PlatformContext,
  chains: PlatformChains,
  user: FaucetUser,
  caip2Id?: string,
): Promise<FaucetBalance[]> {
  return chains.exclusive(async () => {
    const tokens = ctx.db
      .prepare(
        `SELECT t.token_id, n.caip_id, n.type, t.address, t.symbol, t.faucet_amount
         FROM tokens t JOIN networks n ON n.network_id = t.network_id
         WHERE (? IS NULL OR n.caip_key = ?) ORDER BY n.rowid, t.rowid`,
      )
      .all(caip2Id?.toLowerCase() ?? null, caip2Id?.toLowerCase() ?? null) as FaucetTokenRow[];
    const evm = chains.evm;
    const outcomes: ExecutionOutcome[] = [];
    const chainAmounts = new Map<string, bigint>();
    try {
      for (const t of tokens) {
        if (!evm?.handles(t.caip_id)) continue;
        const owner = ownerForChainType(user, t.type);
        const current = await evmBalance(evm, t, owner);
        const target = BigInt(t.faucet_amount);
        if (current < target) outcomes.push(await topUp(evm, t, owner, target - current));
        chainAmounts.set(t.token_id, current < target ? target : current);
      }
      const solana = chains.solana;
      const solanaNetworks = new Set(tokens.filter((t) => solana?.handles(t.caip_id)).map((t) => t.caip_id));
      for (const network of solanaNetworks) {
        const funded = await fundSolanaUser(ctx, solana!, user, network);
        if (funded.outcome) outcomes.push(funded.outcome);
        for (const b of funded.balances) {
          const t = tokens.find((x) => x.caip_id === network && x.address === b.tokenAddress);
          if (t) chainAmounts.set(t.token_id, BigInt(b.amount));
        }
      }
      const nfts =
        evm && (caip2Id === undefined || caip2Id.toLowerCase() === SEED_COLLECTIONS.erc721.caipId)
          ? await mintWelcomeNfts(ctx, evm, user)
          : [];
      outcomes.push(...nfts);
      const failed = outcomes.find((o) => o.reason !== '');
      if (failed) throw new Error(`faucet transaction ${failed.txHash} failed: ${failed.reason}`);
      return ctx.db.transaction(() => {
        for (const outcome of outcomes) outcome.commit();
        if (nfts.length > 0)
          ctx.db
            .prepare(
              `INSERT INTO used_values (scope, value, used_at) VALUES ('faucet_nfts', ?, ?) ON CONFLICT DO NOTHING`,
            )
            .run(user.userId, Math.floor(ctx.now() / 1000));
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
