import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fundUser } from '../../src/faucet/faucet.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import { insertSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeIntent, getRead, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';

const NOW_MS = 1767225600600;
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

describe('faucet, Solana settlement and restart', () => {
  const open: TestPlatform[] = [];
  const dirs: string[] = [];
  // The first two tests share a platform (their users are distinct); the restart test has its own database file.
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    open.push(platform);
  });
  afterAll(async () => {
    for (const p of open) await p.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fundUser credits every chain once, tops up to the faucet amounts, mints the welcome NFTs once', async () => {
    const session = insertSession(platform.ctx);
    const balances = await fundUser(platform.ctx, platform.chains, session.user);
    expect(balances).toHaveLength(15);
    expect(balances.find((b) => b.caip2Id === 'aptos:testnet' && b.symbol === 'APT')).toMatchObject({
      owner: session.user.aptosAddress,
      amount: '1000000000',
    });
    expect(balances.find((b) => b.caip2Id === SOLANA && b.symbol === 'SOL')).toMatchObject({
      owner: session.user.solanaAddress,
      amount: '2000000000',
    });
    const again = await fundUser(platform.ctx, platform.chains, session.user, 'eip155:84532');
    expect(again.map((b) => b.amount)).toEqual(['500000000000000000', '1000000000', '1000000000']);
    const nfts = (await getRead(platform, session, '/portfolio/nft')).details;
    expect(
      nfts.map((n: Record<string, string>) => [n.entity_type, n.collection_address, n.quantity]),
    ).toEqual([
      ['ERC1155', SEED_COLLECTIONS.erc1155.collectionAddress, '5'],
      ['ERC721', SEED_COLLECTIONS.erc721.collectionAddress, '1'],
    ]);
    expect(nfts[1].explorer_smart_contract_url).toBe(
      `https://amoy.polygonscan.com/address/${SEED_COLLECTIONS.erc721.collectionAddress}`,
    );
    const portfolio = await getRead(platform, session, '/aggregated-portfolio');
    expect(Object.keys(portfolio.aggregated_data)).toEqual([
      'holdings_count',
      'holdings_price_inr',
      'holdings_price_usdt',
      'total_holding_price_inr',
      'total_holding_price_usdt',
    ]);
    const eth = portfolio.group_tokens.find((g: { symbol: string }) => g.symbol === 'ETH');
    expect(eth).toMatchObject({
      aggregation_type: 'group',
      balance: '1',
      holdings_price_usdt: '3200',
      holdings_price_inr: '270400',
      caip_id: 'eip155:11155111',
      is_primary: true,
      precision: '4',
    });
    expect(eth.tokens.map((t: { caip2_id: string; balance: string }) => [t.caip2_id, t.balance])).toEqual([
      ['eip155:84532', '0.5'],
      ['eip155:11155111', '0.5'],
    ]);
    const pol = portfolio.group_tokens.find((g: { symbol: string }) => g.symbol === 'POL');
    expect(pol).toMatchObject({
      aggregation_type: 'token',
      tokens: null,
      balance: '20',
      holdings_price_usdt: '9',
    });
    expect(portfolio.aggregated_data.holdings_count).toBe(String(portfolio.group_tokens.length));
    // USDC + USDT: 5 chains × 1000 each at 1 USDT; ETH 3200; POL 9; APT 95; SOL 300.
    expect(portfolio.aggregated_data.total_holding_price_usdt).toBe('13604');
    const second = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, second.user);
    const ids = (await getRead(platform, second, '/portfolio/nft')).details.map(
      (n: { nft_id: string }) => n.nft_id,
    );
    expect(ids).toEqual(['42', '2']);
  });

  it('a Solana transfer runs on the Solana runtime: 1000 lamports to a new account is below rent exemption, so it fails', async () => {
    const session = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, session.user);
    const jobId = await executeIntent(platform, session, 'TOKEN_TRANSFER', {
      caip2Id: SOLANA,
      recipientWalletAddress: '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n',
      tokenAddress: '',
      amount: '1000',
    });
    await settleNow(platform);
    const order = await orderOf(platform, session, jobId);
    expect(order.status).toBe('FAILED');
    expect(order.reason).toMatch(/^Transaction failed: .*InsufficientFundsForRent/);
  });

  it('a restart on the same database file resumes unsettled orders', async () => {
    const first = await startPlatform({ nowMs: NOW_MS, file: true, keepFile: true, settleMs: 1000 });
    const session = insertSession(first.ctx);
    await fundUser(first.ctx, first.chains, session.user);
    const jobId = await executeIntent(first, session, 'TOKEN_TRANSFER', {
      caip2Id: 'eip155:84532',
      recipientWalletAddress: '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b',
      tokenAddress: '',
      amount: '7',
    });
    expect((await orderOf(first, session, jobId)).status).toBe('INITIATED');
    await first.close();
    dirs.push(dirname(first.dbPath));

    const second = await startPlatform({ nowMs: NOW_MS + 5000, dbPath: first.dbPath, settleMs: 1000 });
    open.push(second);
    let status = '';
    for (let i = 0; i < 100 && status !== 'SUCCESSFUL'; i++) {
      status = (await orderOf(second, session, jobId)).status;
      if (status !== 'SUCCESSFUL') await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('SUCCESSFUL');
    const activity = (await getRead(second, session, '/portfolio/activity')).activity;
    expect(activity[0]).toMatchObject({ transfer_type: 'WITHDRAWAL', quantity: '0.000000000000000007' });
  });
});
