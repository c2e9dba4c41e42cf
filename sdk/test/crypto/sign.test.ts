import { describe, expect, it } from '@jest/globals';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hashMessage, keccak256, recoverMessageAddress, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eip191Digest, fromHex, SessionKey, signRaw32, signText, toHex } from '../../src/crypto/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { vectors } from '../protocol/vectors.js';

const sessionKey = vectors.session.sessionPrivKey;
const clientKey = vectors.inputs.clientPrivateKey;
const HALF_N = secp256k1.Point.CURVE().n / 2n;

function expectWireFormat(signature: string) {
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  expect(['1b', '1c']).toContain(signature.slice(130));
  expect(BigInt(`0x${signature.slice(66, 130)}`) <= HALF_N).toBe(true);
}

describe('signText (EIP-191 text flavour)', () => {
  it('reproduces the bearer data_signature and its digest', async () => {
    const { signedText, data_signature, eip191Digest: digest } = vectors.bearer;
    expect(toHex(eip191Digest(new TextEncoder().encode(signedText)))).toBe(digest);
    expect(hashMessage(signedText)).toBe(digest);
    const signature = signText(signedText, sessionKey);
    expect(signature).toBe(data_signature);
    expectWireFormat(signature);
    expect((await recoverMessageAddress({ message: signedText, signature })).toLowerCase()).toBe(
      vectors.session.sessionAddress,
    );
  });

  it.each(['', 'Hello from Satchel', 'ünïcødé ✓ 🚀', 'x'.repeat(1000), '{"a":"\\u0000"}'])(
    'equals viem signMessage for %j',
    async (text) => {
      const account = privateKeyToAccount(clientKey);
      const signature = signText(text, clientKey);
      expect(signature).toBe(await account.signMessage({ message: text }));
      expectWireFormat(signature);
      expect(await recoverMessageAddress({ message: text, signature })).toBe(
        vectors.inputs.clientSignerAddress,
      );
    },
  );
});

describe('signRaw32 (EIP-191 raw-32 flavour)', () => {
  it('reproduces the authenticate signatures over h', async () => {
    const {
      hash,
      eip191Digest: digest,
      sessionPkClientSignature,
      sessionDataUserSignature,
    } = vectors.authenticate;
    expect(toHex(eip191Digest(fromHex(hash)))).toBe(digest);
    expect(signRaw32(hash, clientKey)).toBe(sessionPkClientSignature);
    expect(signRaw32(fromHex(hash), sessionKey)).toBe(sessionDataUserSignature);
    expect(await recoverMessageAddress({ message: { raw: hash }, signature: sessionPkClientSignature })).toBe(
      vectors.inputs.clientSignerAddress,
    );
    expect(
      (
        await recoverMessageAddress({ message: { raw: hash }, signature: sessionDataUserSignature })
      ).toLowerCase(),
    ).toBe(vectors.session.sessionAddress);
  });

  it('equals viem signMessage({message: {raw}}) for random digests and keys', async () => {
    for (let i = 0; i < 5; i++) {
      const key = SessionKey.create();
      const digest = keccak256(stringToHex(`digest ${i} ${key.address}`));
      const signature = signRaw32(digest, key.privateKeyHex);
      expect(signature).toBe(
        await privateKeyToAccount(key.privateKeyHex).signMessage({ message: { raw: digest } }),
      );
      expectWireFormat(signature);
      expect((await recoverMessageAddress({ message: { raw: digest }, signature })).toLowerCase()).toBe(
        key.address,
      );
    }
  });

  it('is not the text signature of the digest hex', () => {
    const { hash } = vectors.authenticate;
    expect(signRaw32(hash, clientKey)).not.toBe(signText(hash, clientKey));
  });

  it('accepts an uppercase digest', () => {
    const { hash, sessionPkClientSignature } = vectors.authenticate;
    expect(signRaw32(`0x${hash.slice(2).toUpperCase()}`, clientKey)).toBe(sessionPkClientSignature);
  });

  it.each([
    ['31 bytes', `0x${'ab'.repeat(31)}`],
    ['33 bytes', `0x${'ab'.repeat(33)}`],
    ['odd length', `0x${'a'.repeat(63)}`],
    ['non-hex', `0x${'zz'.repeat(32)}`],
    ['no 0x', 'ab'.repeat(32)],
  ])('rejects a digest of %s', (_label, digest) => {
    expect(() => signRaw32(digest as `0x${string}`, clientKey)).toThrow(InvalidInputError);
  });

  it('rejects an invalid private key', () => {
    expect(() => signRaw32(vectors.authenticate.hash, '0x12')).toThrow(InvalidInputError);
    expect(() => signText('x', `0x${'0'.repeat(64)}`)).toThrow(InvalidInputError);
  });
});

describe('hex helpers', () => {
  it('round-trips bytes through lowercase hex and decodes either case', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hex = toHex(bytes);
    expect(hex).toMatch(/^0x[0-9a-f]{512}$/);
    expect(fromHex(hex)).toEqual(bytes);
    expect(fromHex(hex.toUpperCase().replace('0X', '0x'))).toEqual(bytes);
    expect(fromHex('0x')).toEqual(new Uint8Array());
  });

  it.each(['', '0x0', 'ab', '0xgg', '0x0g', '0x 1', '0x١٢', `0x${String.fromCharCode(48 + 128)}0`])(
    'rejects %j',
    (hex) => {
      expect(() => fromHex(hex)).toThrow(InvalidInputError);
    },
  );
});
