import { describe, expect, it } from '@jest/globals';
import { isSecretKey as nodeSecretKey } from '#secret-key';
import { isSecretKey as decide } from '../../src/logging/is-secret-key.js';
import { isSecretKey as nodeVariant } from '../../src/logging/is-secret-key-node.js';
import { isSecretKey } from '../../src/logging/index.js';

const NAMES = [
  'authorization',
  'Authorization',
  'otp',
  'o_t_p_',
  'jwt',
  'idToken',
  'id_token',
  'refreshAuthToken',
  'sessionPrivKey',
  'session_priv_key',
  'privateKey',
  'client_pk',
  'tokens',
  'tokenId',
  'accessTokenExpiry',
  'otpLength',
  'network_name',
  'caip_id',
  '',
  '__proto__',
  'constructor',
];

describe('isSecretKey in Node (#secret-key, each name decided once)', () => {
  it('is the node variant under the node condition; the SDK exports the plain one', () => {
    expect(nodeSecretKey).toBe(nodeVariant);
    expect(isSecretKey).toBe(decide);
  });

  it('decides every name as the browser build does, the first time and after', () => {
    for (const name of NAMES) expect([name, nodeVariant(name)]).toEqual([name, decide(name)]);
    for (const name of NAMES) expect([name, nodeVariant(name)]).toEqual([name, decide(name)]);
  });

  it('still decides right after more names than it keeps', () => {
    for (let i = 0; i < 3000; i++) expect(nodeVariant(`field_${i}`)).toBe(false);
    for (const name of NAMES) expect([name, nodeVariant(name)]).toEqual([name, decide(name)]);
  });
});
