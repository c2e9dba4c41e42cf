import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { bearerToken, insertSession, insertUser, type SeededSession } from '../helpers/seed-session.js';
import { errorOf, request } from '../helpers/request.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
const NOW_MS: number = vectors.inputs.nowMs;
const NOW = Math.floor(NOW_MS / 1000);

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

describe('requireSession (docs/protocol.md §6.2)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  const get = (authorization?: string) =>
    request(platform.url, 'GET', '/api/oc/v1/verify-session', {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
  const expectError = async (authorization: string | undefined, errorCode: string, status = 401) => {
    const res = await get(authorization);
    expect(res.status).toBe(status);
    expect(errorOf(res)?.errorCode).toBe(errorCode);
    return res;
  };

  /** A token whose object is built by hand, signed correctly over the rebuilt data text unless overridden. */
  async function handToken(
    edit: (token: Record<string, any>) => void,
    expireAt = NOW + 5400,
  ): Promise<string> {
    const account = privateKeyToAccount(session.sessionPrivKey);
    const data = { expire_at: expireAt, session_pub_key: account.publicKey };
    const token: Record<string, any> = {
      type: 'ecdsa_uncompressed',
      data,
      data_signature: await account.signMessage({ message: JSON.stringify(data) }),
    };
    edit(token);
    return `Bearer ${b64(token)}`;
  }

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    session = insertSession(platform.ctx);
  });
  afterAll(async () => {
    await platform.close();
  });

  it('accepts the protocol vector token with the clock at its nowMs', async () => {
    insertSession(platform.ctx, {
      userId: vectors.inputs.userId,
      sessionPrivKey: vectors.session.sessionPrivKey,
    });
    const res = await get(vectors.bearer.authorizationHeader);
    expect(res.status).toBe(200);
    expect(res.json.data.user_swa).toBe(vectors.derivations.user.userSWA);
  });

  it('accepts a fresh token, the scheme in any case, and base64 without padding', async () => {
    expect((await get(await session.authorization())).status).toBe(200);
    const token = (await session.authorization()).slice('Bearer '.length);
    expect((await get(`bEaReR ${token}`)).status).toBe(200);
    // A standard token is 366 bytes (no padding); one space of JSON whitespace makes 367 → "==" padding.
    const spaced = Buffer.from(Buffer.from(token, 'base64').toString('utf8').replace('{', '{ ')).toString(
      'base64',
    );
    expect(spaced.endsWith('==')).toBe(true);
    expect((await get(`Bearer ${spaced}`)).status).toBe(200);
    expect((await get(`Bearer ${spaced.replace(/=+$/, '')}`)).status).toBe(200);
    await expectError(`Bearer ${spaced}=`, 'INVALID_AUTH_TOKEN');
    await expectError(`Bearer ${spaced.replace(/=+$/, '')}x`, 'INVALID_AUTH_TOKEN');
  });

  it('missing header or another scheme → AUTH_REQUIRED', async () => {
    const res = await expectError(undefined, 'AUTH_REQUIRED');
    expect(errorOf(res)?.message).toBe('Authorization header missing');
    const token = (await session.authorization()).slice(7);
    await expectError(`Basic ${token}`, 'AUTH_REQUIRED');
    await expectError(token, 'AUTH_REQUIRED');
    await expectError('', 'AUTH_REQUIRED');
  });

  it('malformed tokens → INVALID_AUTH_TOKEN', async () => {
    await expectError('Bearer', 'INVALID_AUTH_TOKEN');
    await expectError('Bearer %%%%', 'INVALID_AUTH_TOKEN');
    const token = (await session.authorization()).slice(7);
    // base64url characters are not the standard alphabet
    await expectError(`Bearer ${token.replace(/\+/g, '-').replace(/\//g, '_')}x-_`, 'INVALID_AUTH_TOKEN');
    await expectError(`Bearer ${b64('not json')}`, 'INVALID_AUTH_TOKEN');
    await expectError(`Bearer ${b64([1, 2])}`, 'INVALID_AUTH_TOKEN');
    await expectError(`Bearer ${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64')}`, 'INVALID_AUTH_TOKEN');
  });

  it('wrong type, extra or missing keys, wrong value types → INVALID_AUTH_TOKEN', async () => {
    const cases: ((t: Record<string, any>) => void)[] = [
      (t) => (t.type = 'ecdsa_compressed'),
      (t) => delete t.type,
      (t) => (t.extra = 1),
      (t) => (t.data.extra = 1),
      (t) => delete t.data.expire_at,
      (t) => delete t.data.session_pub_key,
      (t) => (t.data = 'x'),
      (t) => (t.data.expire_at = String(t.data.expire_at)),
      (t) => (t.data.expire_at = t.data.expire_at + 0.5),
      (t) => (t.data.expire_at = 2 ** 60),
      (t) => (t.data_signature = t.data_signature.slice(0, 130)),
      (t) => (t.data_signature = 42),
      (t) => delete t.data_signature,
    ];
    for (const edit of cases) await expectError(await handToken(edit), 'INVALID_AUTH_TOKEN');
  });

  it('a public key that is malformed or not on the curve → INVALID_AUTH_TOKEN', async () => {
    await expectError(
      await handToken((t) => (t.data.session_pub_key = t.data.session_pub_key.slice(0, 100))),
      'INVALID_AUTH_TOKEN',
    );
    await expectError(
      await handToken((t) => (t.data.session_pub_key = `0x04${'11'.repeat(64)}`)),
      'INVALID_AUTH_TOKEN',
    );
    const compressed = `0x02${session.sessionPubKey.slice(4, 68)}`;
    await expectError(await handToken((t) => (t.data.session_pub_key = compressed)), 'INVALID_AUTH_TOKEN');
  });

  it('a tampered signature, a signature by another key, or over other data → INVALID_AUTH_TOKEN', async () => {
    await expectError(
      await handToken((t) => {
        const s = t.data_signature as string;
        t.data_signature = `${s.slice(0, 10)}${s[10] === 'a' ? 'b' : 'a'}${s.slice(11)}`;
      }),
      'INVALID_AUTH_TOKEN',
    );
    const other = privateKeyToAccount(generatePrivateKey());
    const otherSig = await other.signMessage({
      message: JSON.stringify({ expire_at: NOW + 5400, session_pub_key: session.sessionPubKey }),
    });
    await expectError(await handToken((t) => (t.data_signature = otherSig)), 'INVALID_AUTH_TOKEN');
    await expectError(await handToken((t) => (t.data.expire_at += 1)), 'INVALID_AUTH_TOKEN');
  });

  it('a high-s signature is rejected', async () => {
    const n = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');
    await expectError(
      await handToken((t) => {
        const sig = t.data_signature as string;
        const s = BigInt(`0x${sig.slice(66, 130)}`);
        const v = parseInt(sig.slice(130), 16);
        t.data_signature = `${sig.slice(0, 66)}${(n - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}`;
      }),
      'INVALID_AUTH_TOKEN',
    );
  });

  it('accepts v as 0/1 as well as 27/28', async () => {
    const res = await get(
      await handToken((t) => {
        const sig = t.data_signature as string;
        t.data_signature = `${sig.slice(0, 130)}0${parseInt(sig.slice(130), 16) - 27}`;
      }),
    );
    expect(res.status).toBe(200);
  });

  it('expiry: ≤ now − 60 expired, beyond now + 5460 invalid, the edges accepted', async () => {
    await expectError(await session.authorization({ expireAt: NOW - 60 }), 'AUTH_TOKEN_EXPIRED');
    expect((await get(await session.authorization({ expireAt: NOW - 59 }))).status).toBe(200);
    await expectError(await session.authorization({ expireAt: NOW + 5461 }), 'INVALID_AUTH_TOKEN');
    expect((await get(await session.authorization({ expireAt: NOW + 5460 }))).status).toBe(200);
  });

  it('an unknown session key → SESSION_NOT_FOUND; the signature check comes first', async () => {
    const stranger = generatePrivateKey();
    const res = await expectError(`Bearer ${await bearerToken(stranger, NOW + 5400)}`, 'SESSION_NOT_FOUND');
    expect(errorOf(res)?.message).toBe('Session not found');
    // expiry is checked before the session lookup
    await expectError(`Bearer ${await bearerToken(stranger, NOW - 100)}`, 'AUTH_TOKEN_EXPIRED');
  });

  it('an expired session → SESSION_EXPIRED (now ≥ sessionExpiry)', async () => {
    const expired = insertSession(platform.ctx, { sessionExpiry: NOW });
    await expectError(await expired.authorization(), 'SESSION_EXPIRED');
    const live = insertSession(platform.ctx, { sessionExpiry: NOW + 1 });
    expect((await get(await live.authorization())).status).toBe(200);
  });

  it('an inactive client → UNKNOWN_CLIENT', async () => {
    const user = insertUser(platform.ctx);
    const s = insertSession(platform.ctx, { user });
    platform.ctx.db.prepare('UPDATE clients SET active = 0 WHERE client_id = ?').run(user.clientId);
    try {
      await expectError(await s.authorization(), 'UNKNOWN_CLIENT');
    } finally {
      platform.ctx.db.prepare('UPDATE clients SET active = 1 WHERE client_id = ?').run(user.clientId);
    }
    expect((await get(await s.authorization())).status).toBe(200);
  });

  it('a token that passed is checked again for expiry, session and client when reused', async () => {
    const user = insertUser(platform.ctx);
    const s = insertSession(platform.ctx, { user });
    const authorization = await s.authorization({ expireAt: NOW + 30 });
    expect((await get(authorization)).status).toBe(200);
    expect((await get(authorization)).status).toBe(200);
    platform.ctx.db.prepare('UPDATE clients SET active = 0 WHERE client_id = ?').run(user.clientId);
    try {
      await expectError(authorization, 'UNKNOWN_CLIENT');
    } finally {
      platform.ctx.db.prepare('UPDATE clients SET active = 1 WHERE client_id = ?').run(user.clientId);
    }
    platform.setNow(NOW_MS + 90_000); // expire_at = now − 60
    try {
      await expectError(authorization, 'AUTH_TOKEN_EXPIRED');
    } finally {
      platform.setNow(NOW_MS);
    }
    expect((await get(authorization)).status).toBe(200);
    platform.ctx.db.prepare('DELETE FROM sessions WHERE session_pk = ?').run(s.sessionPubKey.toLowerCase());
    await expectError(authorization, 'SESSION_NOT_FOUND');
  });

  it('looks the session up by the key lowercased', async () => {
    const res = await get(
      await handToken((t) => {
        t.data.session_pub_key = `0x04${(t.data.session_pub_key as string).slice(4).toUpperCase()}`;
      }),
    );
    // the signature covers the key as received, so re-signing is needed: an unsigned re-case must fail
    expect(res.status).toBe(401);
    const account = privateKeyToAccount(session.sessionPrivKey);
    const upper = `0x04${account.publicKey.slice(4).toUpperCase()}`;
    const data = { expire_at: NOW + 5400, session_pub_key: upper };
    const signed = {
      type: 'ecdsa_uncompressed',
      data,
      data_signature: await account.signMessage({ message: JSON.stringify(data) }),
    };
    expect((await get(`Bearer ${b64(signed)}`)).status).toBe(200);
  });
});
