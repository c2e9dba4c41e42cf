import { Address, hexToBytes } from '@ethereumjs/util';
import { formatEther, type Hex } from 'viem';
import type { EvmChainReader } from './evm-chain-reader.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { nowSeconds, type PlatformContext } from '../context.js';
import { SEED_NETWORKS } from '../world/seed-networks.js';
import { EvmChain, type MinedTx } from './evm-chain.js';
import { createEvmReader } from './evm-reader.js';
import { TransactionRejected } from './evm-chain-reader.js';
import { GasUnaffordable } from './fee-charging.js';
import { seedChainIfEmpty } from './seed-contracts.js';

/** The seeded EVM networks, each run in-process. */
export const EVM_NETWORKS = SEED_NETWORKS.filter((n) => n.type === 'EVM').map((n) => ({
  caipId: n.caipId,
  chainId: Number(n.chainId),
  symbol: n.symbol,
}));

/** What a write does on an EVM chain: `to` absent for a contract creation. */
export interface EvmCall {
  to?: Hex;
  data: Hex;
  value: bigint;
}

/** `call` made by `account`: the order's work (or the platform's own), as one transaction. */
export interface AccountCall {
  account: Hex;
  call: EvmCall;
}

/** A transaction executed in memory on its chain, waiting for the settlement pass (or the faucet) to commit it. */
export interface EvmExecuted {
  chain: EvmChain;
  mined: MinedTx;
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
 * The in-process EVM networks: each runs the calls it is given (in memory, in order) and answers what they did,
 * which the caller commits (`chain.commit`, then the indexing). It knows no orders. Chains load from the database
 * and seed themselves in the background; every method waits for that.
 */
export class EvmRuntime {
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
    return chain;
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
   * The transaction that makes `call` as `account`: sent from the account itself (it has no key: impersonated,
   * impersonated-tx.ts). The one place an account's call becomes a transaction, for sending and for fees alike.
   */
  private transactionOf({ account, call }: AccountCall) {
    return { from: account, ...call };
  }

  /**
   * Sends `call` from `account` in one transaction (a block of its own, in memory), its gas paid by `feePayer`
   * (the account when absent); `intentId` is the order it belongs to (null: the platform's own). A transaction that
   * cannot be included throws SettlementFailure; one that reverts is mined (its reason in `mined.reason`).
   */
  async send(
    caip2Id: string,
    request: AccountCall & { feePayer?: Hex; intentId: string | null },
  ): Promise<EvmExecuted> {
    const chain = await this.chain(caip2Id);
    const tx = this.transactionOf(request);
    if (tx.value > 0n) {
      const balance = (await chain.state.getAccount(new Address(hexToBytes(tx.from))))?.balance ?? 0n;
      if (balance < tx.value) throw new SettlementFailure('Insufficient balance');
    }
    try {
      const mined = await chain.send({
        ...tx,
        feePayer: request.feePayer,
        intentId: request.intentId,
        nowSec: nowSeconds(this.ctx),
      });
      return { chain, mined };
    } catch (error) {
      const symbol = EVM_NETWORKS.find((n) => n.chainId === chain.chainId)?.symbol ?? 'native token';
      if (error instanceof GasUnaffordable) throw new SettlementFailure(gasReason(error, tx.from, symbol));
      if (error instanceof TransactionRejected) throw new SettlementFailure(error.message);
      throw error;
    }
  }

  /**
   * The fee `call` from `account` would pay if it ran now: gas used (simulated on the committed state, a revert
   * pays too) × the network's gas price; undefined when it cannot run at all (it would fail).
   */
  async fee(caip2Id: string, request: AccountCall): Promise<bigint | undefined> {
    const chain = await this.chain(caip2Id);
    const tx = this.transactionOf(request);
    try {
      return (await chain.simulate(tx)).gasUsed * chain.gasPrice;
    } catch (error) {
      if (!(error instanceof TransactionRejected)) throw error;
    }
    // A value above the balance (it would fail): its gas as if the value were there.
    try {
      return (await chain.simulate({ ...tx, value: 0n })).gasUsed * chain.gasPrice;
    } catch (error) {
      if (error instanceof TransactionRejected) return undefined;
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
