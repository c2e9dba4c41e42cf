import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { errorOf, request } from '../helpers/request.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PATHS = [
  '/wallets',
  '/supported/networks',
  '/supported/tokens',
  '/gas-values',
  '/verify-session',
  '/user-keys',
];

describe('session reads (docs/protocol.md §14.1–14.3, §14.8, §14.9, §13.4)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  const get = async (path: string) =>
    request(platform.url, 'GET', `/api/oc/v1${path}`, {
      headers: {
        Authorization: await session.authorization(),
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
    });

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: vectors.inputs.nowMs });
    session = insertSession(platform.ctx, {
      userId: vectors.inputs.userId,
      sessionPrivKey: vectors.session.sessionPrivKey,
    });
  });
  afterAll(async () => {
    await platform.close();
  });

  it('every read requires a bearer token', async () => {
    for (const path of PATHS) {
      const res = await request(platform.url, 'GET', `/api/oc/v1${path}`);
      expect(res.status).toBe(401);
      expect(errorOf(res)?.errorCode).toBe('AUTH_REQUIRED');
      const bad = await request(platform.url, 'GET', `/api/oc/v1${path}`, {
        headers: { Authorization: 'Bearer abc' },
      });
      expect(errorOf(bad)?.errorCode).toBe('INVALID_AUTH_TOKEN');
    }
  });

  it('GET /wallets: one wallet per whitelisted network with the §5.4 address, raw keys in order', async () => {
    const res = await get('/wallets');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const wallets = res.json.data as Record<string, string>[];
    expect(Array.isArray(wallets)).toBe(true);
    expect(wallets.map((w) => w.caip_id)).toEqual([
      'eip155:84532',
      'eip155:80002',
      'eip155:11155111',
      'aptos:testnet',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ]);
    for (const w of wallets) {
      expect(Object.keys(w)).toEqual([
        'caip_id',
        'caip2_id',
        'network_name',
        'address',
        'network_id',
        'network_symbol',
      ]);
      expect(w.caip2_id).toBe(w.caip_id);
      expect(w.network_id).toMatch(UUID);
    }
    const { userSWA, aptosAddress, solanaAddress } = vectors.derivations.user;
    expect(wallets.map((w) => w.address)).toEqual([userSWA, userSWA, userSWA, aptosAddress, solanaAddress]);
    expect(wallets.map((w) => w.network_symbol)).toEqual(['ETH', 'POL', 'ETH', 'APT', 'SOL']);
  });

  it('GET /supported/networks: {count, network} with the flags the protocol vectors rely on', async () => {
    const res = await get('/supported/networks');
    expect(res.status).toBe(200);
    const { count, network } = res.json.data;
    expect(Object.keys(res.json.data)).toEqual(['count', 'network']);
    expect(count).toBe(network.length);
    for (const n of network) {
      expect(Object.keys(n)).toEqual([
        'caip_id',
        'network_name',
        'chain_id',
        'logo',
        'sponsorship_enabled',
        'gsn_enabled',
        'type',
        'network_id',
        'onramp_enabled',
        'whitelisted',
        'whitelist',
      ]);
      expect(typeof n.chain_id).toBe('string');
      expect(n.whitelisted).toBe(true);
    }
    const byCaip = Object.fromEntries(network.map((n: { caip_id: string }) => [n.caip_id, n]));
    expect(byCaip['eip155:84532']).toMatchObject({
      network_name: 'Base Sepolia',
      chain_id: '84532',
      type: 'EVM',
      sponsorship_enabled: false,
      gsn_enabled: false,
    });
    expect(byCaip['eip155:80002']).toMatchObject({
      network_name: 'Polygon Amoy',
      chain_id: '80002',
      type: 'EVM',
      sponsorship_enabled: true,
      gsn_enabled: false,
    });
    expect(byCaip['eip155:11155111']).toMatchObject({ chain_id: '11155111', type: 'EVM' });
    expect(byCaip['aptos:testnet']).toMatchObject({ type: 'APT', sponsorship_enabled: false });
    expect(byCaip['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']).toMatchObject({ type: 'SVM' });
  });

  it('GET /supported/tokens: native + USDC + USDT per network, decimals and precision as strings', async () => {
    const res = await get('/supported/tokens');
    expect(res.status).toBe(200);
    const { count, tokens } = res.json.data;
    expect(count).toBe(15);
    for (const t of tokens) {
      expect(Object.keys(t)).toEqual([
        'address',
        'caip_id',
        'symbol',
        'image',
        'name',
        'short_name',
        'id',
        'group_id',
        'is_primary',
        'network_id',
        'network_name',
        'onramp_enabled',
        'whitelisted',
        'decimals',
        'precision',
        'caip2_id',
        'is_onramp_enabled',
      ]);
      expect(t.decimals).toMatch(/^\d+$/);
      expect(t.precision).toMatch(/^\d+$/);
      expect(t.id).toMatch(UUID);
      expect(typeof t.is_primary).toBe('boolean');
    }
    const base = tokens.filter((t: { caip_id: string }) => t.caip_id === 'eip155:84532');
    expect(base.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'USDC', 'USDT']);
    expect(base[0]).toMatchObject({ address: '', decimals: '18', network_name: 'Base Sepolia' });
    expect(base[1]).toMatchObject({ address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', decimals: '6' });
    const apt = tokens.find(
      (t: { caip_id: string; address: string }) => t.caip_id === 'aptos:testnet' && t.address === '',
    );
    expect(apt).toMatchObject({ symbol: 'APT', decimals: '8' });
    // each group has exactly one primary token
    const groups = new Map<string, number>();
    for (const t of tokens) groups.set(t.group_id, (groups.get(t.group_id) ?? 0) + (t.is_primary ? 1 : 0));
    expect([...groups.values()].every((n) => n === 1)).toBe(true);
  });

  it('GET /gas-values: the configured values, raw camelCase', async () => {
    const res = await get('/gas-values');
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '{"status":"success","data":{"maxFeePerGas":"0xee6b2800","maxPriorityFeePerGas":"0x3b9aca00"}}',
    );
  });

  it('GET /verify-session: ids and SWAs of the session, snake_case', async () => {
    const res = await get('/verify-session');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data)).toEqual([
      'user_id',
      'client_id',
      'user_swa',
      'client_swa',
      'is_session_added',
    ]);
    expect(res.json.data).toEqual({
      user_id: vectors.inputs.userId,
      client_id: session.user.clientId,
      user_swa: vectors.derivations.user.userSWA,
      client_swa: vectors.inputs.clientSWA,
      is_session_added: true,
    });
  });

  it('GET /user-keys: ids and public keys of the user, camelCase', async () => {
    const res = await get('/user-keys');
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(Object.keys(data)).toEqual([
      'userId',
      'userSWA',
      'ecdsaPublicKey',
      'eddsaPublicKey',
      'ecdsaKeyId',
      'eddsaKeyId',
    ]);
    expect(data).toEqual({
      userId: vectors.inputs.userId,
      userSWA: vectors.derivations.user.userSWA,
      ecdsaPublicKey: session.user.ecdsaPublicKey,
      eddsaPublicKey: session.user.eddsaPublicKey,
      ecdsaKeyId: session.user.ecdsaKeyId,
      eddsaKeyId: session.user.eddsaKeyId,
    });
    expect(data.ecdsaPublicKey).toMatch(/^0x04[0-9a-f]{128}$/);
    expect(data.eddsaPublicKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(data.ecdsaKeyId).toMatch(UUID);
  });

  it('only networks and tokens whitelisted for the client appear', async () => {
    const { db } = platform.ctx;
    const amoy = db.prepare(`SELECT network_id FROM networks WHERE caip_key = 'eip155:80002'`).get() as {
      network_id: string;
    };
    const saved = db
      .prepare('SELECT * FROM client_networks WHERE network_id = ?')
      .get(amoy.network_id) as Record<string, unknown>;
    db.prepare('DELETE FROM client_networks WHERE network_id = ?').run(amoy.network_id);
    try {
      const networks = (await get('/supported/networks')).json.data;
      expect(networks.count).toBe(4);
      expect(networks.network.some((n: { caip_id: string }) => n.caip_id === 'eip155:80002')).toBe(false);
      const tokens = (await get('/supported/tokens')).json.data.tokens;
      expect(tokens.some((t: { caip_id: string }) => t.caip_id === 'eip155:80002')).toBe(false);
      expect((await get('/wallets')).json.data).toHaveLength(4);
    } finally {
      db.prepare(
        'INSERT INTO client_networks (client_id, network_id, sponsorship_enabled, gsn_enabled) VALUES (?, ?, ?, ?)',
      ).run(saved.client_id, saved.network_id, saved.sponsorship_enabled, saved.gsn_enabled);
    }
  });
});

describe('gas values from configuration', () => {
  it('answers PLATFORM_GAS_* overrides', async () => {
    const platform = await startPlatform({
      gasValues: { maxFeePerGas: '0x10', maxPriorityFeePerGas: '0x1' },
    });
    try {
      const session = insertSession(platform.ctx);
      const res = await request(platform.url, 'GET', '/api/oc/v1/gas-values', {
        headers: { Authorization: await session.authorization() },
      });
      expect(res.json.data).toEqual({ maxFeePerGas: '0x10', maxPriorityFeePerGas: '0x1' });
    } finally {
      await platform.close();
    }
  });
});
