import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  createPublicClient,
  concat,
  decodeEventLog,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem';
import { satchelAccountAbi } from '../../src/evm/artifacts/satchel-account.js';
import { satchelMinterAbi } from '../../src/evm/artifacts/satchel-minter.js';
import { PLATFORM_EXECUTOR, PLATFORM_MINTER } from '../../src/evm/platform-accounts.js';
import { fundUser } from '../../src/faucet/faucet.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';

// The faucet funds a user with one transaction per EVM network, a call from the user's wallet (the executor → the
// wallet's `execute(minter, 0, claim())`, docs/accounts.md), and one Solana transaction; viem over the JSON-RPC
// endpoint judges what they did.

const BASE = 'eip155:84532';
const AMOY = 'eip155:80002';
const EVM = [
  { caip: BASE, usdc: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', native: 5n * 10n ** 17n },
  { caip: AMOY, usdc: '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582', native: 20n * 10n ** 18n },
  { caip: 'eip155:11155111', usdc: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238', native: 5n * 10n ** 17n },
] as const;
const EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event ValueForwarded(address indexed to, uint256 value)',
]);
// ERC-721 Transfer has its id indexed: ERC-20's signature (topic), four topics.
const NFT_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** keccak256 of empty code: an account without code. */
const KECCAK_EMPTY = '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470';
const NFT_TRANSFER = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);

let platform: TestPlatform;
const rpc = (caip: string): PublicClient =>
  createPublicClient({ transport: http(`${platform.url}/rpc/${caip}`, { retryCount: 0 }) }) as PublicClient;
const txCounts = () =>
  Object.fromEntries(
    (
      platform.ctx.db
        .prepare(
          `SELECT 'eip155:' || chain_id AS caip, COUNT(*) AS n FROM evm_transactions GROUP BY chain_id
           UNION ALL SELECT 'solana', COUNT(*) FROM solana_transactions`,
        )
        .all() as { caip: string; n: number }[]
    ).map((r) => [r.caip, r.n]),
  );
/** The user's faucet transactions on a network, newest first. */
const faucetHashes = (user: SeededSession, caip: string, on: TestPlatform = platform) =>
  (
    on.ctx.db
      .prepare(
        `SELECT DISTINCT a.tx_hash FROM activity a JOIN tokens t ON t.token_id = a.token_id
         JOIN networks n ON n.network_id = t.network_id
         WHERE a.owner_key = ? AND a.order_type = 'FAUCET' AND n.caip_key = ? ORDER BY a.rowid DESC`,
      )
      .all(user.user.userSWA.toLowerCase(), caip) as { tx_hash: Hash }[]
  ).map((r) => r.tx_hash);
const decoded = (logs: { topics: readonly `0x${string}`[]; data: `0x${string}`; address: Address }[]) =>
  logs.map((log) => {
    const abi = log.topics.length === 4 && log.topics[0] === NFT_TOPIC ? NFT_TRANSFER : EVENTS;
    const event = decodeEventLog({ abi, topics: log.topics as never, data: log.data });
    return { address: getAddress(log.address), eventName: event.eventName, args: event.args };
  });

beforeAll(async () => {
  platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
}, 60_000);
afterAll(() => platform.close());

describe('first funding', () => {
  let alice: SeededSession;
  let before: Record<string, number>;
  beforeAll(async () => {
    alice = insertSession(platform.ctx);
    before = txCounts();
    await fundUser(platform.ctx, platform.chains, alice.user);
  });

  it('commits one transaction per EVM network and one Solana transaction (none on the environment chains)', () => {
    const after = txCounts();
    expect(Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - (before[k] ?? 0)]))).toEqual({
      'eip155:84532': 1,
      'eip155:80002': 1,
      'eip155:11155111': 1,
      'eip155:124736089': 0,
      'eip155:1802466136': 0,
      'eip155:8088': 0,
      solana: 1,
    });
  });

  it.each(EVM)(
    '$caip: the executor has the wallet claim from the minter; viem reads the balances it left',
    async (n) => {
      const client = rpc(n.caip);
      const [hash] = faucetHashes(alice, n.caip);
      const [tx, receipt] = await Promise.all([
        client.getTransaction({ hash }),
        client.getTransactionReceipt({ hash }),
      ]);
      const user = alice.user.userSWA;
      expect([getAddress(tx.from), tx.to && getAddress(tx.to), tx.value, receipt.status]).toEqual([
        PLATFORM_EXECUTOR,
        user,
        0n,
        'success',
      ]);
      // The wallet's call: the minter's claim, with no value (the minter pays the native top-up from its balance).
      expect(decodeFunctionData({ abi: satchelAccountAbi, data: tx.input })).toEqual({
        functionName: 'execute',
        args: [PLATFORM_MINTER, 0n, encodeFunctionData({ abi: satchelMinterAbi, functionName: 'claim' })],
      });
      const zero = getAddress(`0x${'0'.repeat(40)}`);
      const events = decoded(receipt.logs);
      expect(events.slice(0, 3)).toEqual([
        { address: PLATFORM_MINTER, eventName: 'ValueForwarded', args: { to: user, value: n.native } },
        {
          address: getAddress(n.usdc),
          eventName: 'Transfer',
          args: { from: zero, to: user, value: 10n ** 9n },
        },
        expect.objectContaining({ eventName: 'Transfer', args: { from: zero, to: user, value: 10n ** 9n } }),
      ]);
      if (n.caip === AMOY)
        expect(events.slice(3)).toEqual([
          {
            address: SEED_COLLECTIONS.erc721.collectionAddress,
            eventName: 'Transfer',
            args: { from: zero, to: user, tokenId: expect.any(BigInt) },
          },
          {
            address: SEED_COLLECTIONS.erc1155.collectionAddress,
            eventName: 'TransferSingle',
            args: { operator: PLATFORM_MINTER, from: zero, to: user, id: 42n, value: 5n },
          },
        ]);
      else expect(events).toHaveLength(3);
      expect(await client.getBalance({ address: user })).toBe(n.native);
      expect(
        await client.readContract({
          address: n.usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [user],
        }),
      ).toBe(10n ** 9n);
    },
  );

  it('activity: the native top-up is the minter’s WITHDRAWAL and the user’s DEPOSIT, in that transaction', () => {
    const [hash] = faucetHashes(alice, BASE);
    const rows = platform.ctx.db
      .prepare(`SELECT owner_key, transfer_type, quantity FROM activity WHERE tx_hash = ? ORDER BY rowid`)
      .all(hash);
    const user = alice.user.userSWA.toLowerCase();
    expect(rows).toEqual([
      {
        owner_key: PLATFORM_MINTER.toLowerCase(),
        transfer_type: 'WITHDRAWAL',
        quantity: String(5n * 10n ** 17n),
      },
      { owner_key: user, transfer_type: 'DEPOSIT', quantity: String(5n * 10n ** 17n) },
      { owner_key: user, transfer_type: 'DEPOSIT', quantity: '1000000000' },
      { owner_key: user, transfer_type: 'DEPOSIT', quantity: '1000000000' },
    ]);
  });
});

describe('later top-ups and the minter’s guard', () => {
  let bob: SeededSession;
  beforeAll(async () => {
    bob = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, bob.user);
  });

  it('a user holding the faucet amounts gets no transaction', async () => {
    const before = txCounts();
    await fundUser(platform.ctx, platform.chains, bob.user);
    expect(txCounts()).toEqual(before);
  });

  it('native spent: the top-up is a value-only call, listed on the user’s explorer page', async () => {
    const jobId = await executeIntent(platform, bob, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b',
      tokenAddress: '',
      amount: '1000',
    });
    await settleNow(platform);
    expect((await orderOf(platform, bob, jobId)).status).toBe('SUCCESSFUL');
    const spent = await rpc(BASE).getBalance({ address: bob.user.userSWA });
    await fundUser(platform.ctx, platform.chains, bob.user, BASE);
    const [hash] = faucetHashes(bob, BASE);
    const receipt = await rpc(BASE).getTransactionReceipt({ hash });
    expect(decoded(receipt.logs)).toEqual([
      {
        address: PLATFORM_MINTER,
        eventName: 'ValueForwarded',
        args: { to: bob.user.userSWA, value: 5n * 10n ** 17n - spent },
      },
    ]);
    expect(await rpc(BASE).getBalance({ address: bob.user.userSWA })).toBe(5n * 10n ** 17n);
    const page = await fetch(`${platform.url}/explorer/address/${bob.user.userSWA}`, {
      headers: { Accept: 'application/json' },
    });
    expect(JSON.stringify(await page.json())).toContain(hash);
    // The transaction's page: the wallet called the minter (claim), whose log names the wallet.
    const txPage = await (await fetch(`${platform.url}/explorer/tx/${hash}`)).text();
    expect(txPage).toContain(PLATFORM_MINTER.toLowerCase());
    expect(txPage).toContain(
      `Faucet ValueForwarded(to: ${bob.user.userSWA}, value: ${5n * 10n ** 17n - spent})`,
    );
  });

  it('a user’s own raw transaction to the minter’s claim gets what the faucet gives: nothing at the amounts', async () => {
    const data = encodeFunctionData({ abi: satchelMinterAbi, functionName: 'claim' });
    const before = await rpc(BASE).getBalance({ address: bob.user.userSWA });
    const jobId = await executeIntent(platform, bob, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: bob.user.userSWA, to: PLATFORM_MINTER, data, value: '0x0' }],
    });
    await settleNow(platform);
    const order = await orderOf(platform, bob, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const receipt = await rpc(BASE).getTransactionReceipt({
      hash: order.downstream_transaction_hash[0] as Hash,
    });
    expect(receipt.logs).toEqual([]);
    // Only the order's fee left the wallet (Base is not sponsored for the demo client).
    expect(before - (await rpc(BASE).getBalance({ address: bob.user.userSWA }))).toBe(
      receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it('a contract the user deploys may not claim: only the platform’s wallets may', async () => {
    // Creation code whose constructor calls the minter's claim() and re-raises its revert.
    const selector = encodeFunctionData({ abi: satchelMinterAbi, functionName: 'claim' });
    const code = concat([
      `0x63${selector.slice(2)}60e01b600052`, // mstore(0, selector << 224)
      `0x6000600060046000600073${PLATFORM_MINTER.slice(2)}5af1`, // call(gas, minter, 0, 0, 4, 0, 0)
      '0x603957', // jump to the end when it succeeded
      '0x3d600060003e3d6000fd', // else revert with its revert data
      '0x5b00',
    ]);
    const jobId = await executeIntent(platform, bob, 'RAW_TRANSACTION', {
      caip2Id: BASE,
      transactions: [{ from: bob.user.userSWA, to: `0x${'0'.repeat(40)}`, data: code, value: '0x0' }],
    });
    await settleNow(platform);
    expect(await orderOf(platform, bob, jobId)).toMatchObject({
      status: 'FAILED',
      reason: 'Execution reverted: SatchelMinter: caller is not a platform wallet',
    });
  });
});

describe('a chain seeded before the minter had its code', () => {
  it('gets the code placed on open, and the faucet funds through it', async () => {
    const first = await startPlatform({ nowMs: 1767225600600, file: true, keepFile: true });
    const dbPath = first.dbPath;
    // A user who had the welcome NFTs when the platform recorded that itself (the retired `faucet_nfts` scope).
    const dave = insertSession(first.ctx);
    first.ctx.db
      .prepare(`INSERT INTO used_values (scope, value, used_at) VALUES ('faucet_nfts', ?, 0)`)
      .run(dave.user.userId);
    await first.close();
    try {
      // As the database of a platform from before SatchelMinter: the minter account without code.
      const db = new Database(dbPath);
      const cleared = db
        .prepare('UPDATE evm_accounts SET code_hash = ? WHERE address = ?')
        .run(KECCAK_EMPTY, PLATFORM_MINTER.toLowerCase()).changes;
      db.close();
      expect(cleared).toBe(6); // the 3 target networks and the 3 environment chains
      const second = await startPlatform({ nowMs: 1767225601600, dbPath });
      try {
        expect((await second.chains.evmReader(BASE)!.getCode(PLATFORM_MINTER)).length).toBeGreaterThan(100);
        const carol = insertSession(second.ctx);
        const balances = await fundUser(second.ctx, second.chains, carol.user, BASE);
        expect(balances.map((b) => b.amount)).toEqual(['500000000000000000', '1000000000', '1000000000']);
        // The new minter knows who had the welcome NFTs: dave's funding on Amoy mints none, carol's does.
        const nftLogs = async (user: SeededSession) => {
          await fundUser(second.ctx, second.chains, user.user, AMOY);
          const receipt = await second.chains
            .evmReader(AMOY)!
            .getTransaction(faucetHashes(user, AMOY, second)[0]);
          const collections = [SEED_COLLECTIONS.erc721, SEED_COLLECTIONS.erc1155].map((c) =>
            c.collectionAddress.toLowerCase(),
          );
          return receipt!.logs.filter((log) => collections.includes(log.address.toLowerCase())).length;
        };
        expect([await nftLogs(dave), await nftLogs(carol)]).toEqual([0, 2]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dirname(dbPath), { recursive: true, force: true });
    }
  });
});
