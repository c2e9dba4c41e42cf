import { describe, expect, it } from '@jest/globals';
import { keccak256, toHex } from 'viem';
import { downstreamHash } from '../../src/crypto/downstream-hash.js';

// A settled order's transaction hash is derived from its intent id, so it must stay the same across the crypto path
// (native Keccak or noble, both run by `npm test`) and across releases: viem's Keccak-256 is the judge.
describe('downstreamHash', () => {
  it("is viem's keccak256 of `satchel:tx:<seed>` on EVM and Aptos networks", () => {
    for (const [caipId, seed] of [
      ['eip155:84532', '0f8c2a5e-3b4d-4e6f-9a1b-2c3d4e5f6a7b'],
      ['aptos:testnet', 'faucet:user-1:token-2:1700000000'],
      ['eip155:1', ''],
    ])
      expect(downstreamHash(caipId, seed)).toBe(keccak256(toHex(`satchel:tx:${seed}`)));
  });

  it('is a base58 signature of 64 bytes on Solana, a different one per seed', () => {
    const [a, b] = ['seed-a', 'seed-b'].map((seed) =>
      downstreamHash('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', seed),
    );
    expect(a).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(a).not.toBe(b);
    expect(downstreamHash('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'seed-a')).toBe(a);
  });
});
