import { Address, bytesToHex, hexToBytes, setLengthLeft } from '@ethereumjs/util';
import type { Address as Hex20, Hex } from 'viem';
import type { EvmChainReader } from './evm-chain-reader.js';
import type { Db } from '../db/open-database.js';
import type { EvmChain } from './evm-chain.js';
import { readBlock, readBlockByHash, readLogs, readTransaction } from './evm-records.js';

const at = (address: Hex20) => new Address(hexToBytes(address));

/**
 * The committed side of one chain: accounts, code and storage from the chain's committed base (never an
 * uncommitted transaction), history from the database. `ready` resolves once the chain is loaded and seeded.
 */
export function createEvmReader(
  db: Db,
  caipId: string,
  chainId: number,
  ready: Promise<EvmChain>,
): EvmChainReader {
  const base = async () => (await ready).state.base;
  return {
    caip2Id: caipId,
    chainId,
    async blockNumber() {
      return (await ready).committedBlockNumber;
    },
    async getBalance(address) {
      return (await base()).accounts.get(at(address).toString())?.balance ?? 0n;
    },
    async getCode(address) {
      const code = (await base()).code.get(at(address).toString());
      return (code ? bytesToHex(code) : '0x') as Hex;
    },
    async getTransactionCount(address) {
      return (await base()).accounts.get(at(address).toString())?.nonce ?? 0n;
    },
    async getStorageAt(address, slot) {
      const key = bytesToHex(setLengthLeft(hexToBytes(slot), 32));
      const value = (await base()).storage.get(`${at(address).toString()}_${key}`);
      return bytesToHex(setLengthLeft(value ?? new Uint8Array(0), 32)) as Hex;
    },
    async call(request) {
      return (await ready).call(request);
    },
    async estimateGas(request) {
      return (await ready).estimateGas(request);
    },
    async simulate(request) {
      return (await ready).simulate(request);
    },
    async fees() {
      return (await ready).fees;
    },
    async getTransaction(hash) {
      await ready;
      return readTransaction(db, chainId, hash);
    },
    async getBlock(number) {
      await ready;
      return readBlock(db, chainId, number);
    },
    async getBlockByHash(hash) {
      await ready;
      return readBlockByHash(db, chainId, hash);
    },
    async getLogs(filter) {
      await ready;
      return readLogs(db, chainId, filter);
    },
  };
}
