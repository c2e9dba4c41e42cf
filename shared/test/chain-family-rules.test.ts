import { describe, expect, it } from '@jest/globals';
import { chainFamilyMismatch } from '../src/index.js';

/** The network found for the id asked for: its own id, whose prefix is its family. */
const on = (caipId: string, requested = caipId) => [requested, caipId] as const;

describe('§15.4 chain families: chainFamilyMismatch (read by the SDK and the platform)', () => {
  it('answers each row of §15.4 with its message and details', () => {
    expect(
      chainFamilyMismatch({ intentType: 'RAW_TRANSACTION', rawFamily: 'EVM' }, ...on('aptos:testnet')),
    ).toEqual({
      message: 'Invalid Chain Type',
      details:
        'aptos:testnet is not an EVM-compatible chain. EVM Raw Transactions can only be created for EVM chains.',
    });
    expect(
      chainFamilyMismatch(
        { intentType: 'RAW_TRANSACTION', rawFamily: 'APTOS' },
        ...on('eip155:84532', 'EIP155:84532'),
      ),
    ).toEqual({
      message: 'Invalid chain for Aptos transaction',
      details: 'EIP155:84532 is not an Aptos chain',
    });
    // Collections and mints name the network found (its own spelling), not the id asked for.
    expect(
      chainFamilyMismatch({ intentType: 'NFT_CREATE_COLLECTION' }, ...on('eip155:1', 'EIP155:1')),
    ).toEqual({
      message: 'NFT Collection creation is only supported on Aptos chain',
      details: 'Provided chain: eip155:1',
    });
    expect(chainFamilyMismatch({ intentType: 'NFT_MINT' }, ...on('solana:devnet'))).toEqual({
      message: 'NFT Minting is only supported on Aptos chain',
      details: 'Provided chain: solana:devnet',
    });
  });

  it('lets an intent run on its family, and the intents with no family rule anywhere', () => {
    expect(
      chainFamilyMismatch({ intentType: 'RAW_TRANSACTION', rawFamily: 'EVM' }, ...on('eip155:1')),
    ).toBeUndefined();
    expect(chainFamilyMismatch({ intentType: 'NFT_MINT' }, ...on('aptos:testnet'))).toBeUndefined();
    for (const intentType of ['TOKEN_TRANSFER', 'NFT_TRANSFER'] as const)
      expect(chainFamilyMismatch({ intentType }, ...on('solana:devnet'))).toBeUndefined();
    expect(
      chainFamilyMismatch({ intentType: 'RAW_TRANSACTION', rawFamily: 'SOLANA' }, ...on('solana:x')),
    ).toBeUndefined();
  });

  it('refuses a chain of no known family where the intent needs one', () => {
    expect(chainFamilyMismatch({ intentType: 'NFT_MINT' }, ...on('cosmos:hub'))?.message).toBe(
      'NFT Minting is only supported on Aptos chain',
    );
  });
});
