import type { AccountFields, StateManagerInterface } from '@ethereumjs/common';
import { OriginalStorageCache } from '@ethereumjs/statemanager';
import { Account, type Address, bytesToHex, KECCAK256_NULL } from '@ethereumjs/util';
import { curve } from '../crypto/secp256k1.js';

/** One layer of changes: `undefined` marks a deleted account; `cleared` addresses had their storage wiped. */
export interface StateLayer {
  accounts: Map<string, Account | undefined>;
  code: Map<string, Uint8Array>;
  /** `${address}_${slotHex}` → value (empty = zero). */
  storage: Map<string, Uint8Array>;
  cleared: Set<string>;
}

const newLayer = (): StateLayer => ({
  accounts: new Map(),
  code: new Map(),
  storage: new Map(),
  cleared: new Set(),
});
const copyAccount = (a: Account) => Object.assign(Object.create(Object.getPrototypeOf(a)) as Account, a);

/**
 * A state manager over a committed base plus a stack of change layers: the bottom ones are executed transactions
 * not yet committed to the database (one per outcome, in order: the diff each outcome's commit writes), the top
 * ones the EVM's checkpoints. Checkpoint/commit/revert cost the size of the changes, not of the state (SimpleStateManager copies
 * every map on each checkpoint). No trie: `getStateRoot` is not implemented.
 */
export class LayeredState implements StateManagerInterface {
  readonly originalStorageCache: OriginalStorageCache;
  layers: StateLayer[] = [];

  constructor(readonly base: StateLayer) {
    this.originalStorageCache = new OriginalStorageCache(this.getStorage.bind(this));
  }

  private top(): StateLayer {
    const top = this.layers[this.layers.length - 1];
    if (!top) throw new Error('state written outside a layer (call beginLayer first)');
    return top;
  }

  async getAccount(address: Address): Promise<Account | undefined> {
    const key = address.toString();
    for (let i = this.layers.length - 1; i >= -1; i--) {
      const layer = i < 0 ? this.base : this.layers[i];
      if (layer.accounts.has(key)) {
        const account = layer.accounts.get(key);
        return account && copyAccount(account);
      }
    }
    return undefined;
  }

  async putAccount(address: Address, account?: Account): Promise<void> {
    this.top().accounts.set(address.toString(), account && copyAccount(account));
  }

  async deleteAccount(address: Address): Promise<void> {
    this.top().accounts.set(address.toString(), undefined);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const account = (await this.getAccount(address)) ?? new Account();
    if (fields.nonce !== undefined) account.nonce = fields.nonce;
    if (fields.balance !== undefined) account.balance = fields.balance;
    if (fields.codeHash !== undefined) account.codeHash = fields.codeHash;
    if (fields.storageRoot !== undefined) account.storageRoot = fields.storageRoot;
    await this.putAccount(address, account);
  }

  async getCode(address: Address): Promise<Uint8Array> {
    const key = address.toString();
    for (let i = this.layers.length - 1; i >= -1; i--) {
      const code = (i < 0 ? this.base : this.layers[i]).code.get(key);
      if (code !== undefined) return code;
    }
    return new Uint8Array(0);
  }

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    this.top().code.set(address.toString(), value);
    await this.modifyAccountFields(address, {
      codeHash: value.length === 0 ? KECCAK256_NULL : curve.keccak256(value),
    });
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  async getStorage(address: Address, key: Uint8Array): Promise<Uint8Array> {
    const addressKey = address.toString();
    const slotKey = `${addressKey}_${bytesToHex(key)}`;
    for (let i = this.layers.length - 1; i >= -1; i--) {
      const layer = i < 0 ? this.base : this.layers[i];
      const value = layer.storage.get(slotKey);
      if (value !== undefined) return value;
      if (layer.cleared.has(addressKey)) break;
    }
    return new Uint8Array(0);
  }

  async putStorage(address: Address, key: Uint8Array, value: Uint8Array): Promise<void> {
    this.top().storage.set(`${address.toString()}_${bytesToHex(key)}`, value);
  }

  async clearStorage(address: Address): Promise<void> {
    const top = this.top();
    const prefix = `${address.toString()}_`;
    for (const key of top.storage.keys()) if (key.startsWith(prefix)) top.storage.delete(key);
    top.cleared.add(address.toString());
  }

  async checkpoint(): Promise<void> {
    this.layers.push(newLayer());
  }

  async commit(): Promise<void> {
    if (this.layers.length < 2) throw new Error('commit without a checkpoint');
    mergeLayer(this.layers[this.layers.length - 2], this.layers.pop()!);
  }

  async revert(): Promise<void> {
    if (this.layers.length < 2) throw new Error('revert without a checkpoint');
    this.layers.pop();
  }

  /** Opens the layer one transaction's changes stay in until its outcome is committed (or dropped). */
  beginLayer(): StateLayer {
    const layer = newLayer();
    this.layers.push(layer);
    return layer;
  }

  /** The oldest uncommitted layer was written to the database: it becomes part of the committed base. */
  commitLayer(layer: StateLayer): void {
    if (this.layers[0] !== layer) throw new Error('outcomes must be committed in execution order');
    mergeLayer(this.base, this.layers.shift()!);
  }

  /** Drops the top layer (a transaction that never made it into a block). */
  dropTopLayer(layer: StateLayer): void {
    if (this.layers[this.layers.length - 1] !== layer) throw new Error('not the top layer');
    this.layers.pop();
  }

  /** Forgets every uncommitted layer (the caller reloads the base from the database). */
  dropAll(): void {
    this.layers = [];
  }

  async flush(): Promise<void> {}
  clearCaches(): void {}

  /** A view over the same base with its own layers (eth_call never touches the executing state). */
  shallowCopy(): LayeredState {
    return new LayeredState(this.base);
  }

  async getStateRoot(): Promise<Uint8Array> {
    throw new Error('LayeredState has no state root (no trie)');
  }
  async setStateRoot(): Promise<void> {
    throw new Error('LayeredState has no state root (no trie)');
  }
  async hasStateRoot(): Promise<boolean> {
    return false;
  }
}

/** Applies `upper` onto `lower` (a cleared address drops the lower layer's slots first). */
export function mergeLayer(lower: StateLayer, upper: StateLayer): void {
  for (const address of upper.cleared) {
    const prefix = `${address}_`;
    for (const key of lower.storage.keys()) if (key.startsWith(prefix)) lower.storage.delete(key);
    lower.cleared.add(address);
  }
  for (const [k, v] of upper.accounts) lower.accounts.set(k, v);
  for (const [k, v] of upper.code) lower.code.set(k, v);
  for (const [k, v] of upper.storage) lower.storage.set(k, v);
}

export const emptyLayer = newLayer;
