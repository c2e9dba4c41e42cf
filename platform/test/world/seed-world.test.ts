import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT } from '@satchel/shared';
import { readFileSync } from 'node:fs';
import { createPlatform, type Platform } from '../../src/index.js';
import { DEMO_CLIENT_RECORD } from '../../src/world/demo-client.js';
import { reseedAll } from '../../src/world/reseed-all.js';
import { explorerUrl } from '../../src/world/explorer-url.js';
import { getClientBySwa } from '../../src/world/client-store.js';
import { findClientNetwork, listClientNetworks } from '../../src/world/network-store.js';
import { findTokenByAddress, listClientTokens } from '../../src/world/token-store.js';
import { getUserById } from '../../src/world/user-store.js';
import { insertUser } from '../helpers/seed-session.js';

const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);

const counts = (platform: Platform) =>
  Object.fromEntries(
    [
      'clients',
      'client_signers',
      'networks',
      'client_networks',
      'tokens',
      'client_tokens',
      'collections',
      'nfts',
    ].map((t) => [t, (platform.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]),
  );

describe('seeded world (docs/protocol.md §17.4)', () => {
  let platform: Platform;
  beforeAll(() => {
    platform = createPlatform({ dbPath: ':memory:', worker: false });
  });
  afterAll(async () => {
    await platform.close();
  });

  it('holds the demo client with its signer and compressed public key', () => {
    const client = getClientBySwa(platform.ctx.db, DEMO_CLIENT.clientSWA.toLowerCase());
    expect(client).toMatchObject({
      clientSWA: DEMO_CLIENT.clientSWA,
      active: true,
      signers: [DEMO_CLIENT.clientSigner.toLowerCase()],
    });
    const row = platform.ctx.db.prepare('SELECT public_key FROM client_signers').get() as {
      public_key: string;
    };
    expect(row.public_key).toBe(vectors.inputs.clientCompressedPublicKey);
    expect(DEMO_CLIENT_RECORD.publicKey).toBe(vectors.inputs.clientCompressedPublicKey);
  });

  it('whitelists 3 EVM, 1 Aptos, 1 Solana network with the flags of the vectors', () => {
    const networks = listClientNetworks(platform.ctx.db, DEMO_CLIENT_RECORD.clientId);
    expect(networks.filter((n) => n.type === 'EVM')).toHaveLength(3);
    expect(networks.filter((n) => n.type === 'APT')).toHaveLength(1);
    expect(networks.filter((n) => n.type === 'SVM')).toHaveLength(1);
    // every chain policy the vectors state must be the seeded flags of its chain
    const firstCaip = (o: unknown): string | undefined => {
      if (!o || typeof o !== 'object') return undefined;
      for (const [k, v] of Object.entries(o)) {
        if (k === 'caip2Id' && typeof v === 'string') return v;
        const found = firstCaip(v);
        if (found) return found;
      }
      return undefined;
    };
    const policies: [string, { gsnEnabled: boolean; sponsorshipEnabled: boolean }][] = [];
    const walk = (o: unknown) => {
      if (!o || typeof o !== 'object') return;
      const rec = o as Record<string, unknown>;
      if (rec.chainPolicy && typeof rec.chainPolicy === 'object')
        policies.push([firstCaip(rec)!, rec.chainPolicy as never]);
      Object.values(rec).forEach(walk);
    };
    walk(vectors);
    expect(policies.length).toBeGreaterThanOrEqual(3);
    for (const [caip, policy] of policies) {
      const n = findClientNetwork(platform.ctx.db, DEMO_CLIENT_RECORD.clientId, caip);
      expect({ caip, gsnEnabled: n?.gsnEnabled, sponsorshipEnabled: n?.sponsorshipEnabled }).toEqual({
        caip,
        ...policy,
      });
    }
    const base = findClientNetwork(platform.ctx.db, DEMO_CLIENT_RECORD.clientId, 'eip155:84532');
    const amoy = findClientNetwork(platform.ctx.db, DEMO_CLIENT_RECORD.clientId, 'EIP155:80002');
    const aptos = findClientNetwork(platform.ctx.db, DEMO_CLIENT_RECORD.clientId, 'APTOS:TESTNET');
    expect(base).toMatchObject({
      sponsorshipEnabled: false,
      gsnEnabled: false,
      networkName: 'Base Sepolia',
      chainId: '84532',
    });
    expect(amoy).toMatchObject({ sponsorshipEnabled: true, gsnEnabled: false, networkName: 'Polygon Amoy' });
    expect(aptos).toMatchObject({ sponsorshipEnabled: false, type: 'APT' });
    expect(findClientNetwork(platform.ctx.db, DEMO_CLIENT_RECORD.clientId, 'eip155:1')).toBeUndefined();
    expect(explorerUrl(base!.explorerTxUrl, '0xabc')).toBe('https://sepolia.basescan.org/tx/0xabc');
    expect(explorerUrl(base!.explorerAddressUrl, '0xdef')).toBe('https://sepolia.basescan.org/address/0xdef');
  });

  it('has a native token and two stablecoins per network, found case-insensitively', () => {
    const tokens = listClientTokens(platform.ctx.db, DEMO_CLIENT_RECORD.clientId);
    const networks = listClientNetworks(platform.ctx.db, DEMO_CLIENT_RECORD.clientId);
    for (const n of networks) {
      const own = tokens.filter((t) => t.networkId === n.networkId);
      expect(own.map((t) => t.symbol)).toEqual([n.symbol, 'USDC', 'USDT']);
      expect(own[0].address).toBe('');
      for (const t of own) {
        expect(Number(t.priceUsdt)).toBeGreaterThan(0);
        expect(Number(t.priceInr)).toBeGreaterThan(Number(t.priceUsdt));
        expect(BigInt(t.faucetAmount)).toBeGreaterThan(0n);
      }
      expect(findTokenByAddress(platform.ctx.db, n.networkId, '')?.symbol).toBe(n.symbol);
    }
    const base = findClientNetwork(platform.ctx.db, DEMO_CLIENT_RECORD.clientId, 'eip155:84532')!;
    expect(
      findTokenByAddress(platform.ctx.db, base.networkId, '0x036cbd53842c5426634e7929541ec2318f3dcf7e'),
    ).toMatchObject({
      symbol: 'USDC',
      decimals: 6,
      address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
    });
    expect(
      findTokenByAddress(platform.ctx.db, base.networkId, '0x0000000000000000000000000000000000000001'),
    ).toBeUndefined();
  });

  it('re-seeding is idempotent and keeps edits of existing rows and other state', () => {
    const before = counts(platform);
    const user = insertUser(platform.ctx);
    platform.ctx.db.prepare(`UPDATE tokens SET price_usdt = '3333' WHERE symbol = 'ETH'`).run();
    reseedAll(platform.ctx);
    reseedAll(platform.ctx);
    expect(counts(platform)).toEqual(before);
    expect(getUserById(platform.ctx.db, user.userId)?.userSWA).toBe(user.userSWA);
    const eth = platform.ctx.db
      .prepare(`SELECT price_usdt FROM tokens WHERE symbol = 'ETH' LIMIT 1`)
      .get() as { price_usdt: string };
    expect(eth.price_usdt).toBe('3333');
  });

  it('a second platform on a fresh database seeds the same ids', async () => {
    const other = createPlatform({ dbPath: ':memory:', worker: false });
    try {
      const ids = (p: Platform) =>
        listClientTokens(p.ctx.db, DEMO_CLIENT_RECORD.clientId).map((t) => [
          t.tokenId,
          t.networkId,
          t.groupId,
        ]);
      expect(ids(other)).toEqual(ids(platform));
    } finally {
      await other.close();
    }
  });
});
