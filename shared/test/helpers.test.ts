import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { getAddress, keccak256, toBytes } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import {
  camelCaseKey,
  chainTypeOf,
  DEMO_CLIENT,
  ENVIRONMENTS,
  environmentOfPaymaster,
  isJsonObject,
  remember,
  toCamelCase,
} from '../src/index.js';

const vectors = JSON.parse(
  readFileSync(new URL('../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);

describe('camelCase conversion (§3.5)', () => {
  it.each(Object.entries(vectors.camelCase as Record<string, string>))('%s → %s', (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });

  it('converts nested objects and arrays, leaving values untouched', () => {
    const raw = {
      status: 'success',
      data: { count: 1, network: [{ caip_id: 'eip155:1', chain_id: '1', tx_hash: '0xAB_cd' }] },
    };
    expect(toCamelCase(raw)).toEqual({
      status: 'success',
      data: { count: 1, network: [{ caipId: 'eip155:1', chainId: '1', txHash: '0xAB_cd' }] },
    });
  });

  it('keeps null, numbers and strings as they are', () => {
    expect(toCamelCase({ a_b: null, c_d: 5, e: ['x_y'] })).toEqual({ aB: null, cD: 5, e: ['x_y'] });
  });
});

describe('CAIP-2 helpers', () => {
  it.each([
    ['eip155:84532', 'EVM'],
    ['APTOS:testnet', 'APTOS'],
    ['aptos:1', 'APTOS'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOLANA'],
    ['cosmos:hub', undefined],
  ])('%s is %s', (id, type) => expect(chainTypeOf(id)).toBe(type));
});

describe('constants match the protocol', () => {
  it('derives every environment address from keccak256("satchel:<env>:<role>")', () => {
    for (const [env, constants] of Object.entries(ENVIRONMENTS)) {
      for (const role of ['paymaster', 'jobManager', 'entryPoint'] as const) {
        const expected = getAddress(`0x${keccak256(toBytes(`satchel:${env}:${role}`)).slice(-40)}`);
        expect(constants[role]).toBe(expected);
      }
    }
  });

  it('equals the vectors for every environment and the demo client', () => {
    for (const [env, expected] of Object.entries(vectors.constants.environments as Record<string, any>)) {
      const actual = ENVIRONMENTS[env as keyof typeof ENVIRONMENTS];
      expect([actual.chainId, actual.paymaster, actual.jobManager, actual.entryPoint]).toEqual([
        expected.chainId,
        expected.paymaster,
        expected.jobManager,
        expected.entryPoint,
      ]);
    }
    expect(DEMO_CLIENT.clientPrivateKey).toBe(keccak256(toBytes('satchel:demo-client')));
    expect(privateKeyToAddress(DEMO_CLIENT.clientPrivateKey)).toBe(DEMO_CLIENT.clientSigner);
    expect(DEMO_CLIENT.clientSWA).toBe(
      getAddress(`0x${keccak256(toBytes('satchel:demo-client-swa')).slice(-40)}`),
    );
  });

  it('finds the environment of a paymaster case-insensitively', () => {
    expect(environmentOfPaymaster(ENVIRONMENTS.sandbox.paymaster.toLowerCase())).toBe('sandbox');
    expect(environmentOfPaymaster('0x0000000000000000000000000000000000000001')).toBeUndefined();
  });
});

describe('remember (bounded memory)', () => {
  it('keeps at most max entries, forgetting the oldest; a key stored again counts as new', () => {
    const memory = new Map<string, number>();
    expect(remember(memory, 'a', 1, 2)).toBe(1);
    remember(memory, 'b', 2, 2);
    remember(memory, 'a', 3, 2);
    remember(memory, 'c', 4, 2);
    expect([...memory]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});

describe('isJsonObject', () => {
  it('is true for objects only', () => {
    expect([{}, { a: 1 }, [], null, 'x', 1].map(isJsonObject)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
