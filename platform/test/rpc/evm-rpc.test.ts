import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createPublicClient,
  erc1155Abi,
  erc20Abi,
  erc721Abi,
  getAbiItem,
  http,
  parseEventLogs,
  parseUnits,
  serializeTransaction,
  toRlp,
  keccak256,
  hexToBytes,
  bytesToHex,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { genTransactionsTrieRoot } from '@ethereumjs/block';
import { createCustomCommon, Mainnet } from '@ethereumjs/common';
import { MerklePatriciaTrie } from '@ethereumjs/mpt';
import { createLegacyTxFromRLP } from '@ethereumjs/tx';
import { encodeReceipt } from '@ethereumjs/vm';
import { satchelAccountAbi } from '../../src/evm/artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { getRead } from '../orders/helpers/chain-scenario.js';
import type { SeededSession } from '../helpers/seed-session.js';
import {
  AMOY,
  BASE,
  erc1155,
  erc721,
  settledWorld,
  USDC_BASE,
  type SettledWorld,
} from './helpers/settled-world.js';

// viem's public client, pointed at POST /rpc/{caip2Id}, is the independent judge of what the chains hold after
// transfers settled through the whole execute path (the orders and the portfolio say the same).

let world: SettledWorld;
let base: PublicClient;
let amoy: PublicClient;
let alice: Address;
let bob: Address;

beforeAll(async () => {
  world = await settledWorld();
  base = createPublicClient({ transport: http(`${world.platform.url}/rpc/${BASE}`, { retryCount: 0 }) });
  amoy = createPublicClient({ transport: http(`${world.platform.url}/rpc/${AMOY}`, { retryCount: 0 }) });
  alice = world.alice.user.userSWA as Address;
  bob = world.bob.user.userSWA as Address;
}, 60_000);
afterAll(() => world.platform.close());

const hashOf = (order: { downstream_transaction_hash: string[] }) =>
  order.downstream_transaction_hash[0] as Hex;

/** The portfolio's balance of a token, in base units. */
async function portfolio(session: SeededSession, caip: string, symbol: string, decimals: number) {
  const data = await getRead(world.platform, session, '/aggregated-portfolio');
  const entries = data.group_tokens.flatMap((g: { tokens: unknown[] | null }) => g.tokens ?? [g]);
  const entry = entries.find(
    (t: { caip_id: string; symbol: string }) => t.caip_id === caip && t.symbol === symbol,
  );
  return parseUnits(entry?.balance ?? '0', decimals);
}

describe('POST /rpc/{caip2Id} through viem', () => {
  it('chain id, net_version, block number', async () => {
    expect(await base.getChainId()).toBe(84532);
    expect(await amoy.getChainId()).toBe(80002);
    expect(await base.request({ method: 'net_version' })).toBe('84532');
    const head = await base.getBlockNumber();
    expect(head).toBeGreaterThan(0n);
    expect((await base.getBlock()).number).toBe(head);
  });

  it('a native transfer: receipt, transaction, block and balances agree with the order and the portfolio', async () => {
    expect(world.native.status).toBe('SUCCESSFUL');
    const hash = hashOf(world.native);
    const receipt = await base.getTransactionReceipt({ hash });
    // The platform's executor called alice's account, which sent the value to bob (its ValueSent log says so).
    expect(receipt).toMatchObject({
      status: 'success',
      transactionHash: hash,
      from: PLATFORM_EXECUTOR.toLowerCase(),
      to: alice.toLowerCase(),
    });
    expect(parseEventLogs({ abi: satchelAccountAbi, eventName: 'ValueSent', logs: receipt.logs })).toEqual([
      expect.objectContaining({
        address: alice.toLowerCase(),
        args: { to: bob, value: 100000000000000000n },
      }),
    ]);
    const tx = await base.getTransaction({ hash });
    expect(tx).toMatchObject({ hash, value: 0n, blockNumber: receipt.blockNumber });
    expect(await base.getBalance({ address: bob })).toBe(100000000000000000n);
    expect(await base.getBalance({ address: bob })).toBe(await portfolio(world.bob, BASE, 'ETH', 18));
    expect(await base.getBalance({ address: alice })).toBe(await portfolio(world.alice, BASE, 'ETH', 18));

    const block = await base.getBlock({ blockNumber: receipt.blockNumber });
    expect(block).toMatchObject({ hash: receipt.blockHash, transactions: [hash] });
    const full = await base.getBlock({ blockHash: receipt.blockHash, includeTransactions: true });
    expect(full.transactions).toEqual([
      expect.objectContaining({ hash, from: PLATFORM_EXECUTOR.toLowerCase(), to: alice.toLowerCase() }),
    ]);
    expect(await base.getBlockTransactionCount({ blockHash: receipt.blockHash })).toBe(1);
  });

  it('an ERC-20 transfer: balanceOf, the receipt’s Transfer log and getLogs', async () => {
    expect(world.erc20.status).toBe('SUCCESSFUL');
    const balance = await base.readContract({
      address: USDC_BASE,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [bob],
    });
    expect(balance).toBe(5_000_000n);
    expect(balance).toBe(await portfolio(world.bob, BASE, 'USDC', 6));
    const aliceUsdc = await base.readContract({
      address: USDC_BASE,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [alice],
    });
    expect(aliceUsdc).toBe(await portfolio(world.alice, BASE, 'USDC', 6));

    const hash = hashOf(world.erc20);
    const receipt = await base.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfers).toEqual([
      expect.objectContaining({
        address: USDC_BASE.toLowerCase(),
        args: { from: alice, to: bob, value: 5_000_000n },
      }),
    ]);

    const logs = await base.getLogs({
      address: USDC_BASE,
      event: getAbiItem({ abi: erc20Abi, name: 'Transfer' }),
      args: { to: bob },
      fromBlock: 0n,
      toBlock: 'latest',
    });
    expect(logs.map((l) => [l.transactionHash, l.args.value])).toEqual([[hash, 5_000_000n]]);
    const byBlock = await base.getLogs({ blockHash: receipt.blockHash });
    expect(byBlock.map((l) => l.logIndex)).toEqual(receipt.logs.map((l) => l.logIndex));
    expect(await base.getBytecode({ address: USDC_BASE })).toMatch(/^0x[0-9a-f]{100,}$/);
  });

  it('NFT transfers: ownerOf (ERC-721) and balanceOf (ERC-1155)', async () => {
    expect([world.nft721.status, world.nft1155.status]).toEqual(['SUCCESSFUL', 'SUCCESSFUL']);
    const owner = await amoy.readContract({
      address: erc721.collectionAddress,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(world.nft721.nftId)],
    });
    expect(owner).toBe(bob);
    const badges = await amoy.readContract({
      address: erc1155.collectionAddress,
      abi: erc1155Abi,
      functionName: 'balanceOf',
      args: [bob, 42n],
    });
    expect(badges).toBe(3n);
    const receipt = await amoy.getTransactionReceipt({ hash: hashOf(world.nft1155) });
    const [single] = parseEventLogs({ abi: erc1155Abi, eventName: 'TransferSingle', logs: receipt.logs });
    expect(single.args).toMatchObject({ from: alice, to: bob, id: 42n, value: 3n });
  });

  it('a reverted transaction has a receipt with status reverted', async () => {
    expect(world.reverted).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: ERC721: invalid token ID',
    });
    const receipt = await amoy.getTransactionReceipt({ hash: world.revertedHash });
    // Sent to alice's account, whose call to the collection reverted (the account re-raised its reason).
    expect(receipt).toMatchObject({
      status: 'reverted',
      logs: [],
      from: PLATFORM_EXECUTOR.toLowerCase(),
      to: world.alice.user.userSWA.toLowerCase(),
    });
  });

  it('eth_call reverting: viem’s error carries the revert reason', async () => {
    const call = base.simulateContract({
      address: USDC_BASE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [alice, 10n ** 30n],
      account: bob,
    });
    await expect(call).rejects.toThrow('ERC20: transfer amount exceeds balance');
    await expect(call).rejects.toMatchObject({ cause: { reason: 'ERC20: transfer amount exceeds balance' } });
  });

  it('state at an older block is answered from the latest state; past the head is refused', async () => {
    const head = await base.getBlockNumber();
    expect(await base.getBalance({ address: bob, blockNumber: 1n })).toBe(
      await base.getBalance({ address: bob }),
    );
    await expect(base.getBalance({ address: bob, blockNumber: head + 10n })).rejects.toThrow(
      'header not found',
    );
    expect(await base.getTransactionCount({ address: alice })).toBeGreaterThan(0);
    const slot0 = await base.getStorageAt({ address: USDC_BASE, slot: '0x0' });
    expect(slot0).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('block roots: the transaction bytes hash to the hash; transactionsRoot and receiptsRoot as @ethereumjs builds them', async () => {
    const receipt = await base.getTransactionReceipt({ hash: hashOf(world.erc20) });
    const block = await base.getBlock({ blockHash: receipt.blockHash, includeTransactions: true });
    const [tx] = block.transactions;
    const bytes = serializeTransaction(
      {
        type: 'legacy',
        chainId: 84532,
        nonce: tx.nonce,
        gasPrice: tx.gasPrice,
        gas: tx.gas,
        to: tx.to,
        value: tx.value,
        data: tx.input,
      },
      { r: tx.r, s: tx.s, v: tx.v },
    );
    expect(keccak256(bytes)).toBe(tx.hash);
    const common = createCustomCommon({ chainId: 84532 }, Mainnet);
    const transactionsRoot = await genTransactionsTrieRoot([
      createLegacyTxFromRLP(hexToBytes(bytes), { common }),
    ]);
    expect(block.transactionsRoot).toBe(bytesToHex(transactionsRoot));

    const trie = new MerklePatriciaTrie();
    const encoded = encodeReceipt(
      {
        status: 1,
        cumulativeBlockGasUsed: receipt.cumulativeGasUsed,
        bitvector: hexToBytes(receipt.logsBloom),
        logs: receipt.logs.map((l) => [
          hexToBytes(l.address),
          l.topics.map((t) => hexToBytes(t)),
          hexToBytes(l.data),
        ]),
      },
      0,
    );
    await trie.put(hexToBytes(toRlp('0x')), encoded); // key: RLP of index 0
    expect(block.receiptsRoot).toBe(bytesToHex(trie.root()));
  });

  it('what does not exist is null (viem: not found)', async () => {
    const missing = `0x${'ab'.repeat(32)}` as Hex;
    await expect(base.getTransactionReceipt({ hash: missing })).rejects.toThrow(/could not be found/);
    expect(await base.request({ method: 'eth_getTransactionByHash', params: [missing] })).toBeNull();
    expect(await base.request({ method: 'eth_getBlockByNumber', params: ['0xffffff', false] })).toBeNull();
  });
});
