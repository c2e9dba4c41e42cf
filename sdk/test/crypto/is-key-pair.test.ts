import { describe, expect, it } from '@jest/globals';
import { isKeyPair, SessionKey } from '../../src/crypto/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { vectors } from '../protocol/vectors.js';

describe('isKeyPair', () => {
  it('accepts the vector pair in any case, every time', () => {
    const { sessionPrivKey, sessionPubKey } = vectors.session;
    expect(isKeyPair(sessionPrivKey, sessionPubKey)).toBe(true);
    expect(isKeyPair(sessionPrivKey, sessionPubKey)).toBe(true);
    expect(
      isKeyPair(
        sessionPrivKey.toUpperCase().replace('0X', '0x'),
        sessionPubKey.toUpperCase().replace('0X', '0x'),
      ),
    ).toBe(true);
  });

  it('refuses another key’s public key, also after the right pair was accepted', () => {
    const key = SessionKey.create();
    const other = SessionKey.create();
    expect(isKeyPair(key.privateKeyHex, other.publicKeyHex)).toBe(false);
    expect(isKeyPair(key.privateKeyHex, key.publicKeyHex)).toBe(true);
    expect(isKeyPair(key.privateKeyHex, other.publicKeyHex)).toBe(false);
    expect(isKeyPair(other.privateKeyHex, key.publicKeyHex)).toBe(false);
  });

  it('throws InvalidInputError on a malformed private key', () => {
    expect(() => isKeyPair('0x1234', vectors.session.sessionPubKey)).toThrow(InvalidInputError);
  });
});
