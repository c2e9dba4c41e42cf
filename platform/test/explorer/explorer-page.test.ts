import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { request } from '../helpers/request.js';
import { erc721, settledWorld, USDC_BASE, type SettledWorld } from '../rpc/helpers/settled-world.js';

// GET /explorer/tx/{hash}: the page the demo's "View in Explorer" opens on a local platform.

let world: SettledWorld;
beforeAll(async () => {
  world = await settledWorld();
}, 60_000);
afterAll(() => world.platform.close());

const page = (hash: string) => request(world.platform.url, 'GET', `/explorer/tx/${encodeURIComponent(hash)}`);
/** The page's text without tags, spaces collapsed, to read it as a person would. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('GET /explorer/tx/{hash}', () => {
  it('a successful native transfer: network, status, block, from, to, value, gas, order', async () => {
    const hash = world.native.downstream_transaction_hash[0];
    const res = await page(hash);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.text).not.toContain('<script');
    const text = textOf(res.text);
    expect(text).toContain('Network Base Sepolia (eip155:84532)');
    expect(text).toContain(`Transaction hash ${hash}`);
    expect(text).toContain('Status Success');
    expect(text).toMatch(/Block \d+/);
    // The platform's executor called alice's wallet, which sent bob the value.
    expect(text).toContain(`From ${PLATFORM_EXECUTOR.toLowerCase()}`);
    expect(text).toContain(`To ${world.alice.user.userSWA.toLowerCase()}`);
    expect(text).toContain('Value 0 ETH (0 wei)');
    expect(text).toContain(`Wallet ${world.alice.user.userSWA.toLowerCase()}`);
    expect(text).toContain(`Wallet calls ${world.bob.user.userSWA.toLowerCase()}`);
    expect(text).toContain('Wallet sends 0.1 ETH (100000000000000000 wei)');
    expect(text).toContain('Call data 0x');
    expect(text).toMatch(/Gas used \d+ of \d+/);
    expect(text).toContain(`Order (intentId) ${world.native.intent_id}`);
    expect(text).toContain(
      `Logs (1) Index 0 Address ${world.alice.user.userSWA.toLowerCase()} Event Wallet ValueSent(to: ${world.bob.user.userSWA}, value: 100000000000000000)`,
    );
  });

  it('an ERC-20 transfer: its Transfer log decoded with the token', async () => {
    const res = await page(world.erc20.downstream_transaction_hash[0]);
    const text = textOf(res.text);
    expect(text).toContain('Logs (1)');
    expect(text).toContain(`Address ${USDC_BASE.toLowerCase()} (USDC)`);
    expect(text).toContain(
      `Event ERC-20 Transfer(from: ${world.alice.user.userSWA}, to: ${world.bob.user.userSWA}, value: 5000000 = 5 USDC)`,
    );
    expect(text).toContain('Topic 0 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
  });

  it('an NFT transfer: ERC-721 and ERC-1155 events', async () => {
    const nft = textOf((await page(world.nft721.downstream_transaction_hash[0])).text);
    expect(nft).toContain('Network Polygon Amoy (eip155:80002)');
    expect(nft).toContain(`tokenId: ${BigInt(world.nft721.nftId)})`);
    expect(nft).toContain('Event ERC-721 Transfer(');
    const badge = textOf((await page(world.nft1155.downstream_transaction_hash[0])).text);
    expect(badge).toContain('Event ERC-1155 TransferSingle(');
    expect(badge).toContain('id: 42, value: 3)');
  });

  it('a reverted transaction: status and the decoded revert reason', async () => {
    const res = await page(world.revertedHash);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('Status Reverted');
    expect(text).toContain('Revert reason ERC721: invalid token ID');
    expect(text).toContain(`To ${world.alice.user.userSWA.toLowerCase()}`);
    expect(text).toContain(`Wallet calls ${erc721.collectionAddress.toLowerCase()}`);
    expect(text).toContain(`Order (intentId) ${world.reverted.intent_id}`);
  });

  it('an order the ledger settled (Aptos): what the platform knows of it', async () => {
    const { platform, alice, bob } = world;
    const jobId = await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: 'aptos:testnet',
      recipientWalletAddress: bob.user.aptosAddress,
      tokenAddress: '',
      amount: '100000000',
    });
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const res = await page(order.downstream_transaction_hash[0]);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('Network Aptos Testnet (aptos:testnet)');
    expect(text).toContain('Status Success');
    expect(text).toContain(`Order (intentId) ${jobId}`);
    expect(text).toContain('Intent TOKEN_TRANSFER');
    expect(text).toContain('Executed by the platform’s ledger');
  });

  it('404 page for an unknown hash or anything that is not one, the input escaped', async () => {
    for (const hash of [`0x${'ab'.repeat(32)}`, 'nope', '<script>alert(1)</script>']) {
      const res = await page(hash);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(textOf(res.text)).toContain('Transaction not found');
      expect(res.text).not.toContain('<script>');
    }
    expect((await page('<script>alert(1)</script>')).text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
