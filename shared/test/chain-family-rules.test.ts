import { describe, expect, it } from '@jest/globals';
import { chainFamilyMismatch, type ChainType } from '../src/index.js';

const on = (caipId: string, family: ChainType | undefined, requested = caipId) => ({
  requested,
  caipId,
  family,
});

describe('§15.4 chain families: chainFamilyMismatch (read by the SDK and the platform)', () => {
  it('answers each row of §15.4 with its message and details', () => {
    expect(
      chainFamilyMismatch({ intentType: 'RAW_TRANSACTION', rawFamily: 'EVM' }, on('aptos:testnet', 'APTOS')),
    ).toEqual({
      message: 'Invalid Chain Type',
      details:
        'aptos:testnet is not an EVM-compatible chain. EVM Raw Transactions can only be created for EVM chains.',
    });
    expect(
      chainFamilyMismatch(
        { intentType: 'RAW_TRANSACTION', rawFamily: 'APTOS' },
        on('eip155:84532', 'EVM', 'EIP155:84532'),
      ),
    ).toEqual({
      message: 'Invalid chain for Aptos transaction',
      details: 'EIP155:84532 is not an Aptos chain',
    });
    // Collections and mints name the network found (its own spelling), not the id asked for.
    expect(
      chainFamilyMismatch({ intentType: 'NFT_CREATE_COLLECTION' }, on('eip155:1', 'EVM', 'EIP155:1')),
    ).toEqual({
      message: 'NFT Collection creation is only supported on Aptos chain',
      details: 'Provided chain: eip155:1',
    });
    expect(chainFamilyMismatch({ intentType: 'NFT_MINT' }, on('solana:devnet', 'SOLANA'))).toEqual({
      message: 'NFT Minting is only supported on Aptos chain',
      details: 'Provided chain: solana:devnet',
    });
  });

  it('lets an intent run on its family, and the intents with no family rule anywhere', () => {
    expect(
      chainFamilyMismatch({ intentType: 'RAW_TRANSACTION', rawFamily: 'EVM' }, on('eip155:1', 'EVM')),
    ).toBeUndefined();
    expect(chainFamilyMismatch({ intentType: 'NFT_MINT' }, on('aptos:testnet', 'APTOS'))).toBeUndefined();
    for (const intentType of ['TOKEN_TRANSFER', 'NFT_TRANSFER'] as const)
      expect(chainFamilyMismatch({ intentType }, on('solana:devnet', 'SOLANA'))).toBeUndefined();
    expect(
      chainFamilyMismatch({ intentType: 'RAW_TRANSACTION', rawFamily: 'SOLANA' }, on('solana:x', 'SOLANA')),
    ).toBeUndefined();
  });

  it('refuses a chain of no known family where the intent needs one', () => {
    expect(chainFamilyMismatch({ intentType: 'NFT_MINT' }, on('cosmos:hub', undefined))?.message).toBe(
      'NFT Minting is only supported on Aptos chain',
    );
  });
});
