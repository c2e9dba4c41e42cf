import { Address, hexToBytes } from '@ethereumjs/util';
import { formatEther, type Hex } from 'viem';
import type { EvmChainReader } from './evm-chain-reader.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { nowSeconds, type PlatformContext } from '../context.js';
import { EvmChain } from './evm-chain.js';
import type { MinedTx, SendRequest } from './mined-transaction.js';
import { createEvmReader } from './evm-reader.js';
import { TransactionRejected } from './evm-chain-reader.js';
import { GasUnaffordable } from './fee-charging.js';
import { throughAccount } from './account-transaction.js';
import { credit } from './fee-charging.js';
import type { LayeredState } from './layered-state.js';
import { placeAccounts } from './place-accounts.js';
import type { AccountHolder } from './user-account.js';
import { listAccountHolders } from '../world/user-store.js';
import { seedChainIfEmpty } from './seed-contracts.js';
import { RUN_EVM_NETWORKS, type EvmNetwork } from './evm-networks.js';
import { seedEnvironmentChain } from './seed-environment-chain.js';

/** What a write does on an EVM chain: `to` absent for a contract creation. */
export interface EvmCall {
  to?: Hex;
  data: Hex;
  value: bigint;
}

/**
 * `call` made by `account`: a user's (the order's work), made by the user's wallet, or the platform's own, made by
 * one of its accounts (platform-accounts.ts), as one transaction.
 */
export interface AccountCall {
  account: AccountHolder | Hex;
  call: EvmCall;
}

/** The address `call` is made from: the user's wallet (userSWA) or the platform's account. */
const callerOf = ({ account }: AccountCall): Hex =>
  typeof account === 'string' ? account : (account.userSWA as Hex);

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
    for (const network of RUN_EVM_NETWORKS) {
      const { caipId, chainId } = network;
      const chain = this.open(network);
      chain.catch((err: unknown) => ctx.logger.error({ err, caipId }, 'EVM chain failed to load'));
      this.chains.set(caipId.toLowerCase(), chain);
      this.readers.set(caipId.toLowerCase(), createEvmReader(ctx.db, caipId, chainId, chain));
    }
  }

  private async open(network: EvmNetwork): Promise<EvmChain> {
    const chain = await EvmChain.open(this.ctx.db, network.caipId, network.chainId);
    await this.seed(chain, network);
    // Users of a database from before the accounts existed get theirs now.
    await placeAccounts(this.ctx.db, [chain], listAccountHolders(this.ctx.db));
    return chain;
  }

  /** The seeded world of a chain with no blocks, and what an older chain misses (idempotent). */
  private async seed(chain: EvmChain, network: EvmNetwork): Promise<void> {
    await seedChainIfEmpty(this.ctx.db, chain, nowSeconds(this.ctx));
    if (network.env) await seedEnvironmentChain(this.ctx, chain, network.env);
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
   * The transaction that makes `call` as `account`, its gas paid by `feePayer` (the account when absent). The one
   * place an account's call becomes a transaction, for sending and for fees alike: a user's call runs through the
   * user's wallet, sent by the platform's executor (account-transaction.ts, docs/accounts.md); the platform's own
   * accounts have no key and send theirs themselves (impersonated, impersonated-tx.ts).
   */
  private transactionOf(
    { account, call }: AccountCall,
    feePayer?: Hex,
  ): Omit<SendRequest, 'intentId' | 'nowSec'> {
    return typeof account === 'string'
      ? { from: account, ...call, feePayer }
      : throughAccount(account, call, feePayer);
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
    const from = callerOf(request);
    if (request.call.value > 0n) {
      const balance = (await chain.state.getAccount(new Address(hexToBytes(from))))?.balance ?? 0n;
      if (balance < request.call.value) throw new SettlementFailure('Insufficient balance');
    }
    try {
      const tx = this.transactionOf(request, request.feePayer);
      const mined = await chain.send({ ...tx, intentId: request.intentId, nowSec: nowSeconds(this.ctx) });
      return { chain, mined };
    } catch (error) {
      const symbol = RUN_EVM_NETWORKS.find((n) => n.chainId === chain.chainId)?.symbol ?? 'native token';
      if (error instanceof GasUnaffordable) throw new SettlementFailure(gasReason(error, from, symbol));
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
    const { prepare, feePayer: _, ...tx } = this.transactionOf(request);
    // A value above the balance (it would fail): its gas as if the value were there.
    const from = new Address(hexToBytes(callerOf(request)));
    const lendValue = async (state: LayeredState) => {
      await prepare?.(state);
      const balance = (await state.getAccount(from))?.balance ?? 0n;
      if (balance < request.call.value) await credit(state, from, request.call.value - balance);
    };
    try {
      return (await chain.simulate(tx, lendValue)).gasUsed * chain.gasPrice;
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
    for (const network of RUN_EVM_NETWORKS) {
      const chain = await this.chain(network.caipId);
      chain.reload(this.ctx.db);
      await this.seed(chain, network);
    }
  }
}
