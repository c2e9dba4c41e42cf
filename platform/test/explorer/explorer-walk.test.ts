import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, http, type Hex } from 'viem';
import { getRead } from '../orders/helpers/chain-scenario.js';
import { request } from '../helpers/request.js';
import { AMOY, BASE, settledWorld, USDC_BASE, type SettledWorld } from '../rpc/helpers/settled-world.js';

// The explorer walked as a person would, link by link, and read as JSON; viem on /rpc says what the chain holds.

let world: SettledWorld;
beforeAll(async () => {
  world = await settledWorld();
}, 60_000);
afterAll(() => world.platform.close());

const get = (path: string, json = false) =>
  request(world.platform.url, 'GET', path, json ? { headers: { Accept: 'application/json' } } : {});
/** The links of a page, in order. */
const linksOf = (html: string) => [...html.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]);

describe('an explorer you can walk', () => {
  it('the transaction page links its from, to, block and order; each of those pages answers', async () => {
    const hash = world.native.downstream_transaction_hash[0];
    const tx = await get(`/explorer/tx/${hash}`);
    const links = linksOf(tx.text);
    const alice = world.alice.user.userSWA.toLowerCase();
    const bob = world.bob.user.userSWA.toLowerCase();
    const receipt = await createPublicClient({
      transport: http(`${world.platform.url}/rpc/${BASE}`),
    }).getTransactionReceipt({ hash: hash as Hex });
    expect(links).toEqual(
      expect.arrayContaining([
        `/explorer/address/${alice}`,
        `/explorer/address/${bob}`,
        `/explorer/block/${BASE}/${receipt.blockNumber}`,
        `/explorer/order/${world.native.intent_id}`,
      ]),
    );
    for (const link of links) expect((await get(link)).status).toBe(200);
  });

  it('the address page: native and token balances as the chain holds them, NFTs, and its transactions linked', async () => {
    const bob = world.bob.user.userSWA.toLowerCase();
    const page = await get(`/explorer/address/${bob}`);
    expect(page.status).toBe(200);
    expect(linksOf(page.text)).toEqual(
      expect.arrayContaining([
        `/explorer/tx/${world.native.downstream_transaction_hash[0]}`,
        `/explorer/tx/${world.erc20.downstream_transaction_hash[0]}`,
        `/explorer/tx/${world.nft721.downstream_transaction_hash[0]}`,
      ]),
    );
    const view = (await get(`/explorer/address/${bob}`, true)).json;
    expect(view).toMatchObject({ kind: 'Address', title: `Address ${bob}` });
    expect(view.fields).toContainEqual({ label: `Base Sepolia (${BASE})`, value: '0.1 ETH' });
    const sections = Object.fromEntries(view.sections.map((s: any) => [s.heading.split(' (')[0], s.entries]));
    expect(sections['Token balances']).toContainEqual([
      { label: 'Token', value: `5 USDC (${BASE})` },
      {
        label: 'Contract',
        value: USDC_BASE.toLowerCase(),
        mono: true,
        href: `/explorer/address/${USDC_BASE.toLowerCase()}`,
      },
    ]);
    expect(sections.NFTs.map((e: any) => e[2].value)).toEqual(
      expect.arrayContaining([world.nft721.nftId, '42']),
    );
    expect(sections.Transactions.length).toBeGreaterThanOrEqual(4);
  });

  it('a block page: its transaction linked, its neighbours too; JSON on request; 404 past the head', async () => {
    const client = createPublicClient({ transport: http(`${world.platform.url}/rpc/${BASE}`) });
    const receipt = await client.getTransactionReceipt({
      hash: world.erc20.downstream_transaction_hash[0] as Hex,
    });
    const view = (await get(`/explorer/block/${BASE}/${receipt.blockNumber}`, true)).json;
    expect(view.kind).toBe('Block');
    expect(view.fields).toContainEqual({ label: 'Hash', value: receipt.blockHash, mono: true });
    expect(view.sections[0].entries).toEqual([
      [
        {
          label: 'Transaction',
          value: receipt.transactionHash,
          mono: true,
          href: `/explorer/tx/${receipt.transactionHash}`,
        },
      ],
    ]);
    const head = await client.getBlockNumber();
    expect((await get(`/explorer/block/${BASE}/${head + 1n}`)).status).toBe(404);
    expect((await get(`/explorer/block/${BASE}/${head + 1n}`, true)).json).toEqual({
      error: `no block ${head + 1n} on a network ${BASE} this platform runs as an EVM`,
    });
  });

  it('a FAILED order: its page and GET /orders show the mined, reverted transaction, whose page says why', async () => {
    const order = world.reverted;
    expect(order.status).toBe('FAILED');
    expect(order.downstream_transaction_hash).toEqual([world.revertedHash]);
    const page = await get(`/explorer/order/${order.intent_id}`);
    expect(page.status).toBe(200);
    expect(linksOf(page.text)).toContain(`/explorer/tx/${world.revertedHash}`);
    const tx = (await get(`/explorer/tx/${world.revertedHash}`, true)).json;
    expect(tx.fields).toContainEqual({ label: 'Status', value: 'Reverted', tone: 'failure' });
    expect(tx.fields).toContainEqual(
      expect.objectContaining({ label: 'Network', value: `Polygon Amoy (${AMOY})` }),
    );
  });

  it('activity entries link to the platform’s own transaction pages', async () => {
    const activity = (await getRead(world.platform, world.bob, '/portfolio/activity')).activity as any[];
    expect(activity.length).toBeGreaterThan(0);
    for (const entry of activity) {
      const url = new URL(entry.network_explorer_url);
      expect(url.pathname).toBe(`/explorer/tx/${entry.tx_hash}`);
      expect((await get(url.pathname)).status).toBe(200);
    }
  });
});
