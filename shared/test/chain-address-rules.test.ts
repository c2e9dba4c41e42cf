import { describe, expect, it } from '@jest/globals';
import {
  evmRawTransactionSchema,
  nftMintSchema,
  nftTransferSchema,
  tokenTransferSchema,
  validate,
  VALIDATION,
} from '../src/index.js';
import { isAccountAddress, isTokenOf } from '../src/schemas/chain-addresses.js';

// The chain-dependent address rules at the door (schemas/chain-addresses.ts); the table of odd inputs through
// the three layers is server/test/door-refusals.test.ts.

const EVM_ADDRESS = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const APTOS_ADDRESS = `0x${'a1'.repeat(32)}`;
const ZERO = `0x${'0'.repeat(40)}`;

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown): string => {
  const result = validate(schema, input);
  return result.success ? 'ok' : result.message;
};

describe('account addresses and tokens by chain family', () => {
  it.each([
    ['EVM', EVM_ADDRESS, true],
    ['EVM', `${EVM_ADDRESS}00`, false],
    ['EVM', '0x123', false],
    ['APTOS', '0x1', true],
    ['APTOS', APTOS_ADDRESS, true],
    ['APTOS', `${APTOS_ADDRESS}00`, false],
    ['SOLANA', '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n', true],
    ['SOLANA', '1111111111111111111111111111111', false],
    [undefined, EVM_ADDRESS, true],
  ] as const)('%s %s → %s', (family, value, ok) => {
    expect(isAccountAddress(family, value)).toBe(ok);
  });

  it.each([
    ['EVM', '', true],
    ['EVM', 'ETH', false],
    ['EVM', EVM_ADDRESS, true],
    ['APTOS', '0x1::aptos_coin::AptosCoin', true],
    ['APTOS', APTOS_ADDRESS, true],
    ['APTOS', 'APT', false],
  ] as const)('token on %s %p → %s', (family, value, ok) => {
    expect(isTokenOf(family, value)).toBe(ok);
  });
});

describe('intent schemas follow the chain family', () => {
  const nft = {
    caip2Id: 'aptos:testnet',
    collectionAddress: APTOS_ADDRESS,
    nftId: '1',
    recipientWalletAddress: '0x2',
    amount: 1,
    nftType: 'ERC721',
  };

  it('an Aptos NFT transfer takes Aptos addresses; the same on EVM is refused', () => {
    expect(messageOf(nftTransferSchema(), nft)).toBe('ok');
    expect(messageOf(nftTransferSchema(), { ...nft, caip2Id: 'eip155:80002' })).toBe(
      `Validation failed: ${VALIDATION.invalidCollectionAddress}, ${VALIDATION.invalidRecipientWallet}`,
    );
  });

  it('a value that is no object is refused, not thrown on', () => {
    expect(messageOf(nftTransferSchema(), null)).toMatch(/^Validation failed: /);
  });

  it('an Aptos token transfer takes a coin type; an EVM one refuses it', () => {
    const input = {
      caip2Id: 'aptos:testnet',
      recipient: '0x1',
      token: '0x1::aptos_coin::AptosCoin',
      amount: 1,
    };
    expect(messageOf(tokenTransferSchema(), input)).toBe('ok');
    expect(
      messageOf(tokenTransferSchema(), { ...input, caip2Id: 'eip155:84532', recipient: EVM_ADDRESS }),
    ).toBe(`Validation failed: ${VALIDATION.invalidTokenAddress}`);
  });

  it('a deployment to the zero address with its creation code passes; calldata of half a byte does not', () => {
    const deploy = { caip2Id: 'eip155:84532', transaction: { from: EVM_ADDRESS, to: ZERO, data: '0x6080' } };
    expect(messageOf(evmRawTransactionSchema(), deploy)).toBe('ok');
    expect(
      messageOf(evmRawTransactionSchema(), {
        ...deploy,
        transaction: { ...deploy.transaction, data: '0x608' },
      }),
    ).toBe(`Validation failed: ${VALIDATION.invalidTransactionData}`);
  });

  it('an NFT mint names its collection and recipient by Aptos address, or leaves them empty', () => {
    const mint = { caip2Id: 'aptos:testnet', nftName: 'Item', uri: 'https://example.com/1.json' };
    expect(messageOf(nftMintSchema(), { ...mint, collectionAddress: '' })).toBe('ok');
    expect(messageOf(nftMintSchema(), { ...mint, collectionAddress: 'badges' })).toBe(
      `Validation failed: ${VALIDATION.invalidCollectionAddress}`,
    );
    expect(messageOf(nftMintSchema(), { ...mint, data: { recipientWalletAddress: 'bob' } })).toBe(
      `Validation failed: ${VALIDATION.invalidRecipientWallet}`,
    );
  });
});
