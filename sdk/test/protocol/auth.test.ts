import { describe, expect, it } from '@jest/globals';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeAbiParameters, encodePacked, keccak256, recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { SessionKey, uuidToBytes32 } from '../../src/crypto/index.js';
import {
  buildAuthenticateRequest,
  clientSignerFromKey,
  createAuthToken,
  createClientJwt,
  generatePaymasterData,
  paymasterValidUntil,
} from '../../src/protocol/index.js';
import { vectors } from './vectors.js';

const { inputs } = vectors;
const session = SessionKey.fromPrivateKey(inputs.sessionPrivKey);
const clientSigner = clientSignerFromKey(inputs.clientPrivateKey);
// viem's own account signs the same bytes: the SDK's key signer is one client signer among others.
const signers = [
  ['the key signer', clientSigner],
  ['a viem account', privateKeyToAccount(inputs.clientPrivateKey)],
] as const;

describe('bearer token (§6.1)', () => {
  it('reproduces the vector token', () => {
    const token = createAuthToken({
      sessionPrivKey: session.privateKeyHex,
      sessionPubKey: session.publicKeyHex,
      nowMs: inputs.nowMs,
    });
    expect(token).toBe(vectors.bearer.token);
    expect(`Bearer ${token}`).toBe(vectors.bearer.authorizationHeader);
    expect(atob(token)).toBe(vectors.bearer.tokenJson);
  });

  it('rounds expire_at (not floor) and signs the data with the session key', async () => {
    const token = JSON.parse(
      atob(
        createAuthToken({
          sessionPrivKey: session.privateKeyHex,
          sessionPubKey: session.publicKeyHex,
          nowMs: 1499,
        }),
      ),
    );
    expect(Object.keys(token)).toEqual(['type', 'data', 'data_signature']);
    expect(Object.keys(token.data)).toEqual(['expire_at', 'session_pub_key']);
    expect(token.data.expire_at).toBe(1 + 5400);
    const signer = await recoverMessageAddress({
      message: JSON.stringify(token.data),
      signature: token.data_signature,
    });
    expect(signer.toLowerCase()).toBe(session.address);
  });

  it('repeats the same bytes within one second, signs anew the next second or for another key', async () => {
    const args = { sessionPrivKey: session.privateKeyHex, sessionPubKey: session.publicKeyHex };
    const first = createAuthToken({ ...args, nowMs: 1_767_225_600_100 });
    expect(createAuthToken({ ...args, nowMs: 1_767_225_600_400 })).toBe(first); // deterministic signature

    const next = JSON.parse(atob(createAuthToken({ ...args, nowMs: 1_767_225_601_000 })));
    expect(next.data.expire_at).toBe(1_767_225_601 + 5400);
    const signer = await recoverMessageAddress({
      message: JSON.stringify(next.data),
      signature: next.data_signature,
    });
    expect(signer.toLowerCase()).toBe(session.address);

    // The same public key with another private key: signed by that key.
    const other = SessionKey.create();
    const forged = JSON.parse(
      atob(
        createAuthToken({
          sessionPrivKey: other.privateKeyHex,
          sessionPubKey: session.publicKeyHex,
          nowMs: 1_767_225_601_000,
        }),
      ),
    );
    const forgedSigner = await recoverMessageAddress({
      message: JSON.stringify(forged.data),
      signature: forged.data_signature,
    });
    expect(forgedSigner.toLowerCase()).toBe(other.address);
  });
});

describe('paymaster data (§9)', () => {
  const pm = vectors.paymaster;

  it('computes validUntil by flooring', () => {
    expect(paymasterValidUntil(inputs.nowMs)).toBe(pm.validUntil);
    expect(paymasterValidUntil(999)).toBe(21600);
  });

  it.each(signers)('reproduces the vector from the UUID and from its bytes32 (%s)', async (_, signer) => {
    const args = { clientSWA: inputs.clientSWA, clientSigner: signer, validUntil: pm.validUntil };
    expect(await generatePaymasterData({ ...args, nonce: vectors.authenticate.nonce })).toBe(
      pm.paymasterData,
    );
    expect(await generatePaymasterData({ ...args, nonce: pm.nonce32, validAfter: 0 })).toBe(pm.paymasterData);
    expect(
      await generatePaymasterData({ ...args, clientSWA: inputs.clientSWA.toLowerCase(), nonce: pm.nonce32 }),
    ).toBe(pm.paymasterData);
  });

  it('rejects a bytes32 nonce that is not a UUID and a malformed UUID, before signing', async () => {
    const args = { clientSWA: inputs.clientSWA, clientSigner, validUntil: pm.validUntil };
    expect(() => generatePaymasterData({ ...args, nonce: `0x1${pm.nonce32.slice(3)}` })).toThrow(
      'Invalid bytes32 UUID',
    );
    expect(() => generatePaymasterData({ ...args, nonce: 'not-a-uuid' })).toThrow('Invalid UUID');
    expect(
      await generatePaymasterData({ ...args, nonce: pm.nonce32.toUpperCase().replace('0X', '0x') }),
    ).toBe(pm.paymasterData);
  });

  it('decodes with viem to (clientSWA, validUntil, validAfter, sig) and the sig recovers to the client signer', async () => {
    const [address, validUntil, validAfter, sig] = decodeAbiParameters(
      [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
      pm.paymasterData,
    );
    expect(address).toBe(inputs.clientSWA);
    expect(validUntil).toBe(pm.validUntil);
    expect(validAfter).toBe(0);
    expect(sig).toBe(pm.signature);
    const packed = encodePacked(
      ['bytes32', 'address', 'uint48', 'uint48'],
      [pm.nonce32, address, validUntil, validAfter],
    );
    expect(packed).toBe(pm.packed);
    expect(keccak256(packed)).toBe(pm.hash);
    expect(await recoverMessageAddress({ message: { raw: pm.hash }, signature: sig })).toBe(
      inputs.clientSignerAddress,
    );
    expect((pm.paymasterData.length - 2) / 2).toBe(256);
  });

  it('encodes a non-zero validAfter', async () => {
    const data = await generatePaymasterData({
      clientSWA: inputs.clientSWA,
      clientSigner,
      nonce: vectors.authenticate.nonce,
      validUntil: 2000000000,
      validAfter: 1700000000,
    });
    const [, validUntil, validAfter, sig] = decodeAbiParameters(
      [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
      data,
    );
    expect([validUntil, validAfter]).toEqual([2000000000, 1700000000]);
    const hash = keccak256(
      encodePacked(
        ['bytes32', 'address', 'uint48', 'uint48'],
        [uuidToBytes32(vectors.authenticate.nonce), inputs.clientSWA, 2000000000, 1700000000],
      ),
    );
    expect(await recoverMessageAddress({ message: { raw: hash }, signature: sig })).toBe(
      inputs.clientSignerAddress,
    );
  });
});

describe('authenticate body (§7.1–7.2)', () => {
  it.each(signers)('reproduces the vector body with its key order (%s)', async (_, signer) => {
    const a = vectors.authenticate;
    const body = await buildAuthenticateRequest({
      authData: a.body.authData,
      clientSWA: inputs.clientSWA,
      clientSigner: signer,
      sessionKey: session,
      paymaster: inputs.environmentConstants.paymaster,
      nonce: a.nonce,
      nowMs: inputs.nowMs,
    });
    expect(JSON.stringify(body)).toBe(JSON.stringify(a.body));
    expect(body.sessionData.paymasterData).toBe(a.paymasterData.paymasterData);
  });

  it('signs h = keccak256(abi.encode(session address)) with both keys', async () => {
    const a = vectors.authenticate;
    const other = SessionKey.create();
    const body = await buildAuthenticateRequest({
      authData: { idToken: 'token', provider: 'google' },
      clientSWA: inputs.clientSWA,
      clientSigner,
      sessionKey: other,
      paymaster: inputs.environmentConstants.paymaster,
      nonce: a.nonce,
    });
    const h = keccak256(`0x${'0'.repeat(24)}${other.address.slice(2)}`);
    expect(
      await recoverMessageAddress({ message: { raw: h }, signature: body.sessionPkClientSignature }),
    ).toBe(inputs.clientSignerAddress);
    const user = await recoverMessageAddress({
      message: { raw: h },
      signature: body.sessionDataUserSignature,
    });
    expect(user.toLowerCase()).toBe(other.address);
    expect(keccak256(a.abiEncodedSessionAddress)).toBe(a.hash);
  });
});

describe('client JWT (§7.7)', () => {
  const jwt = vectors.clientJwt;

  it('reproduces the vector JWT', () => {
    const token = createClientJwt({
      clientPrivateKey: inputs.clientPrivateKey,
      clientSWA: inputs.clientSWA,
      sub: jwt.claims.sub,
      email: jwt.claims.email,
      nowSec: inputs.nowSec,
    });
    expect(token).toBe(jwt.jwt);
    expect(token.split('.')[2]).toBe(jwt.signatureB64url);
    expect(token).not.toContain('=');
  });

  it('signs sha256 of the signing input with a low-s signature recovering to the client signer', () => {
    const token = createClientJwt({
      clientPrivateKey: inputs.clientPrivateKey,
      clientSWA: inputs.clientSWA,
      sub: 'user-ü',
      name: 'Ada Lovelace',
      nowSec: 1000,
      ttlSec: 86400,
    });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const decode = (part: string) =>
      Uint8Array.from(atob(part.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(decode(payload))).toBe(
      JSON.stringify({ iss: inputs.clientSWA, sub: 'user-ü', name: 'Ada Lovelace', iat: 1000, exp: 87400 }),
    );
    const digest = sha256(new TextEncoder().encode(`${header}.${payload}`));
    const sig = secp256k1.Signature.fromBytes(decode(signature), 'compact');
    expect(sig.hasHighS()).toBe(false);
    const publicKey = secp256k1.getPublicKey(
      Uint8Array.from(Buffer.from(inputs.clientPrivateKey.slice(2), 'hex')),
    );
    expect(secp256k1.verify(decode(signature), digest, publicKey, { prehash: false })).toBe(true);
  });

  it.each([
    ['an empty sub', { sub: '' }],
    ['a sub over 256 characters', { sub: 'x'.repeat(257) }],
    ['a lifetime over a day', { sub: 'a', ttlSec: 86401 }],
    ['a zero lifetime', { sub: 'a', ttlSec: 0 }],
  ])('rejects %s', (_label, extra) => {
    expect(() =>
      createClientJwt({ clientPrivateKey: inputs.clientPrivateKey, clientSWA: inputs.clientSWA, ...extra }),
    ).toThrow();
  });
});
