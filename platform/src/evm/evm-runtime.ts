import { Address, hexToBytes } from '@ethereumjs/util';
import { formatEther, type Hex } from 'viem';
import type { ChainRuntime, ExecutionOutcome } from '../chains/chain-runtime.js';
import type { EvmChainReader } from '../chains/evm-chain-reader.js';
import type { OrderRow } from '../chains/order-row.js';
import type { SettleInput } from '../chains/settle-input.js';
import { SettlementFailure } from '../chains/settlement-failure.js';
import { nowSeconds, type PlatformContext } from '../context.js';
import { SEED_NETWORKS } from '../world/seed-networks.js';
import { findClientNetwork } from '../world/network-store.js';
import { EvmChain, GasUnaffordable, TxRejected, type SendRequest } from './evm-chain.js';
import { createEvmReader } from './evm-reader.js';
import { indexTransaction } from './index-transaction.js';
import { intentCall } from './intent-call.js';
import { throughAccount } from './account-transaction.js';
import { credit } from './fee-charging.js';
import type { LayeredState } from './layered-state.js';
import { placeAccounts } from './place-accounts.js';
import type { AccountHolder } from './user-account.js';
import { findUserBySwa, listAccountHolders } from '../world/user-store.js';
import { PLATFORM_PAYMASTER } from './platform-accounts.js';
import { seedChainIfEmpty } from './seed-contracts.js';

/** The seeded EVM networks, each run in-process. */
export const EVM_NETWORKS = SEED_NETWORKS.filter((n) => n.type === 'EVM').map((n) => ({
  caipId: n.caipId,
  chainId: Number(n.chainId),
  symbol: n.symbol,
}));

/**
 * Who pays an order's gas on chain: on a network the client sponsors, the platform's paymaster (as an ERC-4337
 * paymaster's deposit does; a named `feePayerAddress` is the account the sponsorship is billed to, off chain);
 * otherwise the user.
 */
export function orderFeePayer(ctx: PlatformContext, order: OrderRow): Hex | undefined {
  return findClientNetwork(ctx.db, order.client_id, order.caip_id)?.sponsorshipEnabled
    ? PLATFORM_PAYMASTER
    : undefined;
}

/** The FAILED reason of a transaction whose fee payer cannot pay its gas. */
function gasReason(error: GasUnaffordable, from: Hex, symbol: string): string {
  const fee = `${formatEther(error.fee)} ${symbol}`;
  const has = `${formatEther(error.balance < 0n ? 0n : error.balance)} ${symbol}`;
  return error.payer.toLowerCase() === from.toLowerCase()
    ? `Insufficient ${symbol} for gas: the transaction's fee is ${fee} and the account has ${has} left for it`
    : `Insufficient ${symbol} for gas: the fee payer ${error.payer} must pay ${fee} and has ${has}`;
}

/**
 * The in-process EVM networks as a ChainRuntime: every EVM order's transaction runs here (in memory, in order),
 * and its outcome's `commit` writes state diff, block, receipt, logs and the indexed reads. Chains load from the
 * database and seed themselves in the background; every method waits for that.
 */
export class EvmRuntime implements ChainRuntime {
  private chains = new Map<string, Promise<EvmChain>>();
  readonly readers = new Map<string, EvmChainReader>();

  constructor(private readonly ctx: PlatformContext) {
    for (const { caipId, chainId } of EVM_NETWORKS) {
      const chain = this.open(caipId, chainId);
      chain.catch((err: unknown) => ctx.logger.error({ err, caipId }, 'EVM chain failed to load'));
      this.chains.set(caipId.toLowerCase(), chain);
      this.readers.set(caipId.toLowerCase(), createEvmReader(ctx.db, caipId, chainId, chain));
    }
  }

  private async open(caipId: string, chainId: number): Promise<EvmChain> {
    const chain = await EvmChain.open(this.ctx.db, caipId, chainId);
    await seedChainIfEmpty(this.ctx.db, chain, nowSeconds(this.ctx));
    // Users of a database from before the accounts existed get theirs now.
    await placeAccounts(this.ctx.db, [chain], listAccountHolders(this.ctx.db));
    return chain;
  }

  /**
   * Places the users' accounts (SatchelAccount, owned by their ECDSA keys) on every EVM network where they have no
   * code yet, committed at once: a first login's step, before the faucet funds them. Chain work: run it in the
   * chains' exclusive turn (nothing uncommitted in flight).
   */
  async placeAccounts(holders: AccountHolder[]): Promise<void> {
    await placeAccounts(this.ctx.db, await Promise.all(this.chains.values()), holders);
  }

  /** Every chain loaded and seeded. */
  async ready(): Promise<void> {
    await Promise.all(this.chains.values());
  }

  handles(caip2Id: string): boolean {
    return this.chains.has(caip2Id.toLowerCase());
  }

  chain(caip2Id: string): Promise<EvmChain> {
    const chain = this.chains.get(caip2Id.toLowerCase());
    if (!chain) throw new Error(`${caip2Id} is not an in-process EVM network`);
    return chain;
  }

  /**
   * Sends one transaction; a transaction that cannot be included throws SettlementFailure. With `wallet`, the call is
   * the user's, `from` its wallet: it runs through the wallet (account-transaction.ts).
   */
  async send(
    caip2Id: string,
    { wallet, ...request }: Omit<SendRequest, 'nowSec' | 'prepare'> & { wallet?: AccountHolder },
  ): Promise<ExecutionOutcome> {
    const chain = await this.chain(caip2Id);
    if (request.value > 0n) {
      const balance = (await chain.state.getAccount(new Address(hexToBytes(request.from))))?.balance ?? 0n;
      if (balance < request.value) throw new SettlementFailure('Insufficient balance');
    }
    // The platform's own transactions (seeding, faucet) have their gas paid by its paymaster.
    const feePayer = request.feePayer ?? (request.intentId === null ? PLATFORM_PAYMASTER : undefined);
    let mined;
    try {
      const tx = wallet ? throughAccount({ ...request, feePayer }, wallet) : { ...request, feePayer };
      mined = await chain.send({ ...tx, nowSec: nowSeconds(this.ctx) });
    } catch (error) {
      const symbol = EVM_NETWORKS.find((n) => n.chainId === chain.chainId)?.symbol ?? 'native token';
      if (error instanceof GasUnaffordable)
        throw new SettlementFailure(gasReason(error, request.from, symbol));
      if (error instanceof TxRejected) throw new SettlementFailure(error.message);
      throw error;
    }
    return {
      reason: mined.reason,
      txHash: mined.tx.hash,
      commit: () => {
        chain.commit(this.ctx.db, mined);
        indexTransaction(this.ctx, chain.caipId, mined.tx, mined.layer);
      },
    };
  }

  async execute(order: OrderRow, input: SettleInput): Promise<ExecutionOutcome> {
    let call;
    try {
      call = intentCall(order.intent_type, input);
    } catch (error) {
      if (error instanceof SettlementFailure) throw error;
      throw new SettlementFailure(
        `Invalid ${order.intent_type} parameters: ${(error as Error).message.split('\n')[0]}`,
      );
    }
    return this.send(order.caip_id, {
      from: input.user.userSWA as Hex,
      ...call,
      intentId: order.intent_id,
      feePayer: orderFeePayer(this.ctx, order),
      wallet: input.user,
    });
  }

  /**
   * The fee an order's transaction would pay if it ran now: gas used (simulated on the committed state, a revert
   * pays too) × the network's gas price; undefined when it cannot be built or run at all (the order would fail).
   */
  async intentFee(
    caip2Id: string,
    intentType: string,
    input: Pick<SettleInput, 'payload' | 'user'>,
  ): Promise<bigint | undefined> {
    const chain = await this.chain(caip2Id);
    let call;
    try {
      call = intentCall(intentType, input as SettleInput);
    } catch {
      return undefined; // parameters the order would fail on
    }
    const from = input.user.userSWA as Hex;
    const wallet = findUserBySwa(this.ctx.db, from);
    if (!wallet) return undefined;
    const { prepare, ...tx } = throughAccount({ from, ...call }, wallet);
    // A value above the balance (the order would fail): its gas as if the value were there.
    const lendValue = async (state: LayeredState) => {
      await prepare(state);
      const address = new Address(hexToBytes(from));
      const balance = (await state.getAccount(address))?.balance ?? 0n;
      if (balance < call.value) await credit(state, address, call.value - balance);
    };
    try {
      return (await chain.simulate(tx, lendValue)).gasUsed * chain.gasPrice;
    } catch (error) {
      if (error instanceof TxRejected) return undefined;
      throw error;
    }
  }

  async discardUncommitted(): Promise<void> {
    for (const chain of this.chains.values()) (await chain).reload(this.ctx.db);
  }

  /** After the database was wiped (`/dev/reset`): reload the empty chains and seed them again. */
  async reset(): Promise<void> {
    for (const pending of this.chains.values()) {
      const chain = await pending;
      chain.reload(this.ctx.db);
      await seedChainIfEmpty(this.ctx.db, chain, nowSeconds(this.ctx));
    }
  }
}
