import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import canonicalizeModule from 'canonicalize';
import { randomUUID } from 'node:crypto';
import { recoverMessageAddress, verifyTypedData, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { insertVectorSession } from '../orders/helpers/vector-session.js';
import { NOW_MS, vectors } from '../orders/helpers/vectors.js';

type Serialize = (v: unknown) => string;
const jcs: Serialize =
  typeof canonicalizeModule === 'function'
    ? (canonicalizeModule as unknown as Serialize)
    : (canonicalizeModule as unknown as { default: Serialize }).default;

/** A signMessage body built as the SDK does (§13.1), independently of the platform. */
async function body(
  session: SeededSession,
  message: string,
  options: {
    method?: 'EIP191' | 'EIP712';
    t?: number;
    keyId?: string;
    key?: Hex;
    transactionId?: string;
    jobId?: string;
  } = {},
) {
  const transactionId = options.transactionId ?? randomUUID();
  const method = options.method ?? 'EIP191';
  const setup = {
    t: options.t ?? 2,
    key_id: options.keyId ?? session.user.ecdsaKeyId,
    message: jcs({ [transactionId]: { requestType: method, signingMessage: message } }),
    signAlg: 'secp256k1',
  };
  const challenge = bytesToHex(sha256(sha256(new TextEncoder().encode(jcs(setup)))));
  const userSessionSignature = await privateKeyToAccount(options.key ?? session.sessionPrivKey).signMessage({
    message: jcs({ setup, challenge }),
  });
  return {
    data: {
      userData: {
        userSWA: session.user.userSWA,
        jobId: options.jobId ?? randomUUID(),
        sessionPk: session.sessionPubKey,
      },
      transactions: [{ transactionId, method, signingMessage: message, userSessionSignature }],
    },
  };
}

describe('POST /signMessage (§13.3)', () => {
  let platform: TestPlatform;
  let vectorSession: SeededSession;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    vectorSession = insertVectorSession(platform.ctx);
    session = insertSession(platform.ctx);
  });
  afterAll(async () => platform.close());

  const post = async (b: unknown, s: SeededSession = session) =>
    request(platform.url, 'POST', '/api/oc/v1/signMessage', {
      headers: { Authorization: await s.authorization() },
      body: b,
    });
  const userAddress = (s: SeededSession) =>
    privateKeyToAccount(
      (
        platform.ctx.db
          .prepare('SELECT ecdsa_private_key AS k FROM users WHERE user_id = ?')
          .get(s.user.userId) as { k: Hex }
      ).k,
    ).address;

  for (const method of ['EIP191', 'EIP712'] as const) {
    it(`${method} vector: answers the expected signature, verifiable with viem`, async () => {
      const v = vectors.signMessage[method];
      const res = await post(v.body, vectorSession);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'success', data: v.expectedResponseData });
      const signature = `0x${res.json.data[0].signature}` as Hex;
      if (method === 'EIP191')
        expect(await recoverMessageAddress({ message: v.signingMessage, signature })).toBe(
          v.platformSigning.userEcdsaAddress,
        );
      else
        expect(
          await verifyTypedData({
            ...JSON.parse(v.signingMessage),
            address: v.platformSigning.userEcdsaAddress,
            signature,
          }),
        ).toBe(true);
    });
  }

  it('signs a fresh message with the user key; a 0x… text is signed as text', async () => {
    const res = await post(await body(session, '0xdeadbeef'));
    expect(res.status).toBe(200);
    const signature = `0x${res.json.data[0].signature}` as Hex;
    expect(res.json.data[0].signature).toMatch(/^[0-9a-f]{130}$/);
    expect(await recoverMessageAddress({ message: '0xdeadbeef', signature })).toBe(userAddress(session));
  });

  it('400 VALIDATION_ERROR for shape errors and invalid typed data', async () => {
    const good = await body(session, 'hi');
    const tx = good.data.transactions[0];
    const cases: [unknown, string][] = [
      [
        { data: { ...good.data, transactions: [tx, tx] } },
        'Validation failed: Exactly one transaction is required',
      ],
      [
        { data: { ...good.data, transactions: [{ ...tx, method: 'EIP999' }] } },
        'Validation failed: Invalid signing method',
      ],
      [
        { data: { ...good.data, transactions: [{ ...tx, signingMessage: '' }] } },
        'Validation failed: Message is required',
      ],
      [{ data: { ...good.data, extra: 1 } }, "Validation failed: Unrecognized key(s) in object: 'extra'"],
      [
        { data: { ...good.data, transactions: [{ ...tx, transactionId: 'nope' }] } },
        'Validation failed: Invalid transactionId format',
      ],
      [await body(session, '{"types":{}}', { method: 'EIP712' }), 'Validation failed: Invalid typed data'],
    ];
    for (const [b, message] of cases) {
      const res = await post(b);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
    }
  });

  it('403 IDENTITY_MISMATCH for another session key or userSWA', async () => {
    const other = insertSession(platform.ctx);
    const b = await body(session, 'hi');
    for (const userData of [
      { ...b.data.userData, sessionPk: other.sessionPubKey },
      { ...b.data.userData, userSWA: other.user.userSWA },
    ]) {
      const res = await post({ data: { ...b.data, userData } });
      expect(res.status).toBe(403);
      expect(res.json.error).toMatchObject({
        errorCode: 'IDENTITY_MISMATCH',
        message: 'Request does not match the session',
      });
    }
  });

  it('401 INVALID_SIGNATURE: wrong key, tampered message, wrong threshold or key id', async () => {
    const tampered = await body(session, 'hi');
    tampered.data.transactions[0].signingMessage = 'ho';
    for (const b of [
      await body(session, 'hi', { key: generatePrivateKey() }),
      tampered,
      await body(session, 'hi', { t: 3 }),
      await body(session, 'hi', { keyId: randomUUID() }),
    ]) {
      const res = await post(b);
      expect(res.status).toBe(401);
      expect(res.json.error).toMatchObject({
        errorCode: 'INVALID_SIGNATURE',
        message: 'Invalid signature',
        details: 'userSessionSignature',
      });
    }
  });

  it('uses the session environment threshold (staging t = 3)', async () => {
    const staging = insertSession(platform.ctx, { env: 'staging' });
    expect((await post(await body(staging, 'hi', { t: 3 }), staging)).status).toBe(200);
    expect((await post(await body(staging, 'hi', { t: 2 }), staging)).status).toBe(401);
  });

  it('409 REPLAYED_REQUEST for a reused transactionId or jobId', async () => {
    const first = await body(session, 'once');
    expect((await post(first)).status).toBe(200);
    const sameTx = await body(session, 'twice', { transactionId: first.data.transactions[0].transactionId });
    const sameJob = await body(session, 'twice', { jobId: first.data.userData.jobId });
    for (const b of [first, sameTx, sameJob]) {
      const res = await post(b);
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({
        errorCode: 'REPLAYED_REQUEST',
        message: 'Request already used',
      });
    }
  });
});
