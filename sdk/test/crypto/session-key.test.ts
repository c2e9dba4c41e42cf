import { describe, expect, it } from '@jest/globals';
import { getAddress } from 'viem';
import { privateKeyToAccount, publicKeyToAddress } from 'viem/accounts';
import { SessionKey } from '../../src/crypto/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { vectors } from '../protocol/vectors.js';

describe('SessionKey', () => {
  it('derives the vector session key pair and address (§5.1)', () => {
    const key = SessionKey.fromPrivateKey(vectors.session.sessionPrivKey);
    expect(key.privateKeyHex).toBe(vectors.session.sessionPrivKey);
    expect(key.publicKeyHex).toBe(vectors.session.sessionPubKey);
    expect(key.address).toBe(vectors.session.sessionAddress);
    expect(getAddress(key.address)).toBe(vectors.session.sessionAddressChecksum);
  });

  it('accepts an uppercase private key and still reports lowercase hex', () => {
    const upper = `0x${vectors.session.sessionPrivKey.slice(2).toUpperCase()}` as `0x${string}`;
    const key = SessionKey.fromPrivateKey(upper);
    expect(key.privateKeyHex).toBe(vectors.session.sessionPrivKey);
    expect(key.publicKeyHex).toBe(vectors.session.sessionPubKey);
  });

  it('creates fresh random keys whose values agree with viem', () => {
    const a = SessionKey.create();
    const b = SessionKey.create();
    expect(a.privateKeyHex).not.toBe(b.privateKeyHex);
    for (const key of [a, b]) {
      expect(key.privateKeyHex).toMatch(/^0x[0-9a-f]{64}$/);
      expect(key.publicKeyHex).toMatch(/^0x04[0-9a-f]{128}$/);
      expect(key.address).toMatch(/^0x[0-9a-f]{40}$/);
      const account = privateKeyToAccount(key.privateKeyHex);
      expect(account.publicKey).toBe(key.publicKeyHex);
      expect(account.address.toLowerCase()).toBe(key.address);
      expect(publicKeyToAddress(key.publicKeyHex).toLowerCase()).toBe(key.address);
    }
  });

  it.each([
    ['too short', '0x1234'],
    ['no 0x', vectors.session.sessionPrivKey.slice(2)],
    ['non-hex', `0x${'g'.repeat(64)}`],
    ['zero scalar', `0x${'0'.repeat(64)}`],
    ['scalar ≥ n', `0x${'f'.repeat(64)}`],
  ])('rejects a private key that is %s', (_label, key) => {
    expect(() => SessionKey.fromPrivateKey(key as `0x${string}`)).toThrow(InvalidInputError);
  });

  it('does not reveal the private key when serialised or in error details', () => {
    const key = SessionKey.fromPrivateKey(vectors.session.sessionPrivKey);
    expect(key.privateKeyHex).toBe(vectors.session.sessionPrivKey);
    const serialised = JSON.stringify(key);
    expect(serialised).toContain(vectors.session.sessionPubKey);
    expect(serialised).not.toContain(vectors.session.sessionPrivKey.slice(2));
    expect(Object.values(key)).not.toContain(vectors.session.sessionPrivKey);
    try {
      SessionKey.fromPrivateKey(`0x${'f'.repeat(64)}`);
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(`${(error as InvalidInputError).message} ${(error as InvalidInputError).details}`).not.toContain(
        'ffff',
      );
    }
  });
});
