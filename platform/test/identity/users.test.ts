import { describe, it, expect } from '@jest/globals';
import request from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/open-database.js';
import { getInstallationKeys } from '../../src/identity/installation-keys.js';
import { base58Encode as base58 } from '@satchel/shared';
import { deriveUserAddresses } from '../../src/crypto/derive-user-addresses.js';
import { createIdentityApp, vectors } from './helpers/identity-app.js';
import { authenticateBody } from './helpers/sign-requests.js';

describe('user addresses (§5.4)', () => {
  it('derive userSWA, Aptos and Solana from the userId as the vectors say', () => {
    const { userId, ...expected } = vectors.derivations.user;
    expect(deriveUserAddresses(userId)).toEqual(expected);
  });

  it('base58 keeps leading zero bytes as 1', () => {
    expect(base58(new Uint8Array([0, 0, 1]))).toBe('112');
    expect(base58(new Uint8Array([]))).toBe('');
  });
});

describe('installation keys', () => {
  it('are generated once and survive reopening the database file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'identity-keys-'));
    try {
      const first = openDatabase(join(dir, 'p.db'));
      const a = getInstallationKeys(first);
      first.close();
      const second = openDatabase(join(dir, 'p.db'));
      const b = getInstallationKeys(second);
      second.close();
      expect(b.rsaKid).toBe(a.rsaKid);
      expect(b.jwks).toEqual(a.jwks);
      expect(Buffer.from(b.hs256Secret).toString('hex')).toBe(Buffer.from(a.hs256Secret).toString('hex'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('first login funds the user (faucet, same transaction)', () => {
  it('credits the seeded tokens to the new user only once', async () => {
    const t = createIdentityApp();
    t.ctx.db.exec(`
      INSERT INTO networks (network_id, caip_id, caip_key, network_name, chain_id, type, symbol, explorer_tx_url, explorer_address_url)
        VALUES ('n1', 'eip155:84532', 'eip155:84532', 'Base Sepolia', '84532', 'EVM', 'ETH', 'x', 'y');
      INSERT INTO tokens (token_id, network_id, address, address_key, symbol, name, short_name, decimals, precision, group_id, is_primary, price_usdt, price_inr, faucet_amount)
        VALUES ('t1', 'n1', '0x0', '0x0', 'ETH', 'Ether', 'ETH', 18, 4, 'eth', 1, '1', '1', '1000');
    `);
    const login = async () =>
      request(t.app)
        .post('/api/oc/v1/authenticate')
        .send(
          await authenticateBody({
            provider: 'jwt',
            nowMs: t.clock.nowMs,
            idToken: (await request(t.app).post('/dev/client-jwt').send({ sub: 'funded' })).body.data.jwt,
          }),
        );
    const res = await login();
    expect(res.status).toBe(200);
    expect((await login()).status).toBe(200);
    expect(t.ctx.db.prepare('SELECT owner_key, amount FROM balances').all()).toEqual([
      { owner_key: res.body.data.userSWA.toLowerCase(), amount: '1000' },
    ]);
  });
});
