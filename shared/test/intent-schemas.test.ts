import { describe, expect, it } from '@jest/globals';
import {
  aptosRawTransactionSchema,
  contractReadSchema,
  evmRawTransactionSchema,
  nftCollectionSchema,
  nftMintSchema,
  nftTransferSchema,
  tokenTransferSchema,
  validate,
} from '../src/index.js';

const USER = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';
const RECIPIENT = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const token = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: 10n };
const nft = {
  caip2Id: 'eip155:80002',
  collectionAddress: '0x5a7c0d3ebf4a6c8d9eafb01c2d3e4f5a6b7c8d9e',
  nftId: '42',
  recipientWalletAddress: RECIPIENT,
  amount: 1,
  nftType: 'ERC721',
};
const collection = { caip2Id: 'aptos:testnet', name: 'Vector', uri: 'https://example.com/c.json' };
const mint = { caip2Id: 'aptos:testnet', nftName: 'Item', uri: 'https://example.com/1.json' };
const aptos = { caip2Id: 'aptos:testnet', transactions: [{ function: '0x1::aptos_account::transfer' }] };
const evm = {
  caip2Id: 'eip155:84532',
  transaction: { from: USER, to: RECIPIENT, data: '0x', value: 1 },
};

/** [name, schema, input, exact message] — one row per validation rule of spec §5 / docs/protocol.md §15.3. */
const cases: [string, () => any, unknown, string][] = [
  [
    'caip2Id required',
    () => nftTransferSchema(),
    { ...nft, caip2Id: undefined },
    'Validation failed: CAIP2 ID is required',
  ],
  [
    'caip2Id blank',
    () => nftTransferSchema(),
    { ...nft, caip2Id: '' },
    'Validation failed: CAIP2 ID cannot be blank',
  ],
  [
    'caip2Id spaces',
    () => nftTransferSchema(),
    { ...nft, caip2Id: ' eip155:1' },
    'Validation failed: CAIP2 ID cannot have leading or trailing spaces',
  ],
  [
    'token caip2Id blank',
    () => tokenTransferSchema(),
    { ...token, caip2Id: '  ' },
    'Validation failed: caip2Id cannot be blank',
  ],
  [
    'token caip2Id spaces',
    () => tokenTransferSchema(),
    { ...token, caip2Id: 'eip155:1 ' },
    'Validation failed: caip2Id cannot have leading or trailing spaces',
  ],
  [
    'token recipient format',
    () => tokenTransferSchema(),
    { ...token, recipient: 'abc' },
    'Validation failed: Invalid recipient address format',
  ],
  [
    'token amount > 0',
    () => tokenTransferSchema(),
    { ...token, amount: 0 },
    'Validation failed: Amount must be greater than 0',
  ],
  [
    'token amount integer',
    () => tokenTransferSchema(),
    { ...token, amount: 1.5 },
    'Validation failed: Amount must be an integer',
  ],
  [
    'token recipient is user',
    () => tokenTransferSchema({ userSWA: USER }),
    { ...token, recipient: USER.toLowerCase() },
    'Validation failed: Recipient address cannot be same as the user address',
  ],
  [
    'token joined messages',
    () => tokenTransferSchema(),
    { ...token, recipient: 'zz', amount: -1 },
    'Validation failed: Invalid recipient address format, Amount must be greater than 0',
  ],
  [
    'token unknown key',
    () => tokenTransferSchema(),
    { ...token, memo: 'x', note: 1 },
    "Validation failed: Unrecognized key(s) in object: 'memo', 'note'",
  ],
  [
    'nft collection address',
    () => nftTransferSchema(),
    { ...nft, collectionAddress: 'abc' },
    'Validation failed: Invalid collection address format',
  ],
  [
    'nft id format',
    () => nftTransferSchema(),
    { ...nft, nftId: '12a' },
    'Validation failed: Invalid NFT ID format – must be numeric or hexadecimal',
  ],
  [
    'nft id negative',
    () => nftTransferSchema(),
    { ...nft, nftId: '-1' },
    'Validation failed: NFT ID cannot be negative',
  ],
  [
    'nft recipient empty',
    () => nftTransferSchema(),
    { ...nft, recipientWalletAddress: '' },
    'Validation failed: Recipient wallet address cannot be empty',
  ],
  [
    'nft recipient is user',
    () => nftTransferSchema({ userSWA: USER }),
    { ...nft, recipientWalletAddress: USER },
    'Validation failed: Recipient wallet address cannot be same as the user address',
  ],
  [
    'nft amount minimum',
    () => nftTransferSchema(),
    { ...nft, amount: 0, nftType: 'ERC1155' },
    'Validation failed: Minimum transfer amount is 1',
  ],
  [
    'nft amount integer',
    () => nftTransferSchema(),
    { ...nft, amount: 1.5, nftType: 'ERC1155' },
    'Validation failed: Amount must be an integer',
  ],
  [
    'nft type',
    () => nftTransferSchema(),
    { ...nft, nftType: 'ERC20' },
    'Validation failed: NFT type must be ERC721 or ERC1155',
  ],
  [
    'nft ERC721 amount 1',
    () => nftTransferSchema(),
    { ...nft, amount: 2 },
    'Validation failed: ERC721 transfers must have amount exactly 1',
  ],
  [
    'nft unknown key',
    () => nftTransferSchema(),
    { ...nft, extra: true },
    "Validation failed: Unrecognized key(s) in object: 'extra'",
  ],
  [
    'collection aptos only',
    () => nftCollectionSchema(),
    { ...collection, caip2Id: 'eip155:1' },
    'Validation failed: NFT Collection creation is only supported on Aptos chain',
  ],
  [
    'collection name required',
    () => nftCollectionSchema(),
    { ...collection, name: undefined },
    'Validation failed: Collection name is required',
  ],
  [
    'collection name empty',
    () => nftCollectionSchema(),
    { ...collection, name: '' },
    'Validation failed: Collection name cannot be empty',
  ],
  [
    'collection name max',
    () => nftCollectionSchema(),
    { ...collection, name: 'x'.repeat(101) },
    'Validation failed: Collection name cannot exceed 100 characters',
  ],
  [
    'collection uri required',
    () => nftCollectionSchema(),
    { ...collection, uri: undefined },
    'Validation failed: URI is required',
  ],
  [
    'collection uri empty',
    () => nftCollectionSchema(),
    { ...collection, uri: '' },
    'Validation failed: URI cannot be empty',
  ],
  [
    'collection data strict',
    () => nftCollectionSchema(),
    { ...collection, data: { color: 'red' } },
    "Validation failed: Unrecognized key(s) in object: 'color'",
  ],
  [
    'mint aptos only',
    () => nftMintSchema(),
    { ...mint, caip2Id: 'eip155:1' },
    'Validation failed: NFT Minting is only supported on Aptos chain',
  ],
  [
    'mint name required',
    () => nftMintSchema(),
    { ...mint, nftName: '' },
    'Validation failed: NFT name is required',
  ],
  [
    'aptos chain',
    () => aptosRawTransactionSchema(),
    { ...aptos, caip2Id: 'eip155:1' },
    'Validation failed: CAIP2 ID must be for an Aptos chain',
  ],
  [
    'aptos at least one',
    () => aptosRawTransactionSchema(),
    { ...aptos, transactions: [] },
    'Validation failed: At least one transaction is required',
  ],
  [
    'aptos function',
    () => aptosRawTransactionSchema(),
    { ...aptos, transactions: [{ function: '' }] },
    'Validation failed: Function is required',
  ],
  [
    'evm from',
    () => evmRawTransactionSchema(),
    { ...evm, transaction: { ...evm.transaction, from: '0x12' } },
    'Validation failed: Invalid from address format',
  ],
  [
    'evm to',
    () => evmRawTransactionSchema(),
    { ...evm, transaction: { ...evm.transaction, to: 'nope' } },
    'Validation failed: Invalid to address format',
  ],
  [
    'evm data',
    () => evmRawTransactionSchema(),
    { ...evm, transaction: { ...evm.transaction, data: '0xzz' } },
    'Validation failed: Invalid transaction data format',
  ],
  [
    'evm value negative',
    () => evmRawTransactionSchema(),
    { ...evm, transaction: { ...evm.transaction, value: -1 } },
    'Validation failed: Transaction value cannot be negative',
  ],
  [
    'evm data or value',
    () => evmRawTransactionSchema(),
    { ...evm, transaction: { from: USER, to: RECIPIENT } },
    'Validation failed: Transaction must include either data or value',
  ],
  [
    'contract read address',
    () => contractReadSchema,
    {
      caip2Id: 'eip155:1',
      data: {
        contractAddress: '0x1',
        abi: { name: 'x', type: 'function', inputs: [], outputs: [] },
        args: {},
      },
    },
    'Validation failed: Invalid contract address',
  ],
];

describe('intent schemas (spec §5, docs/protocol.md §15.3)', () => {
  it.each(cases)('%s', (_name, schema, input, message) => {
    const result = validate(schema(), input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.message).toBe(message);
  });

  it.each([
    ['token', () => tokenTransferSchema({ userSWA: USER }), token],
    ['token as decimal string', () => tokenTransferSchema(), { ...token, amount: '250000000000000000' }],
    ['nft', () => nftTransferSchema({ userSWA: USER }), nft],
    [
      'nft hex id ERC1155',
      () => nftTransferSchema(),
      { ...nft, nftId: '0x2a', amount: 3, nftType: 'ERC1155' },
    ],
    ['collection', () => nftCollectionSchema(), { ...collection, data: { symbol: 'S', type: 'ERC721' } }],
    [
      'mint',
      () => nftMintSchema(),
      { ...mint, data: { properties: [{ name: 'level', type: 0, value: '7' }] } },
    ],
    [
      'aptos (extra keys dropped)',
      () => aptosRawTransactionSchema(),
      { ...aptos, transactions: [{ function: '0x1::aptos_account::transfer', gas: 1 }] },
    ],
    ['evm', () => evmRawTransactionSchema(), evm],
    [
      'evm hex value only',
      () => evmRawTransactionSchema(),
      { ...evm, transaction: { from: USER, to: RECIPIENT, value: '0x3039' } },
    ],
  ])('accepts a valid %s', (_name, schema, input) => {
    expect(validate(schema(), input).success).toBe(true);
  });

  it('defaults the NFT amount to 1 and the type to ERC721', () => {
    const { amount, nftType, ...rest } = nft;
    void amount;
    void nftType;
    const result = validate(nftTransferSchema(), rest);
    expect(result.success && [result.data.amount, result.data.nftType]).toEqual([1, 'ERC721']);
  });
});

describe('schemaPerUser (intent schemas built once per user)', () => {
  it('reuses the schema of a user and keeps each user its own recipient check', () => {
    expect(tokenTransferSchema({ userSWA: USER })).toBe(tokenTransferSchema({ userSWA: USER }));
    expect(tokenTransferSchema()).toBe(tokenTransferSchema({}));
    expect(nftMintSchema()).toBe(nftMintSchema());
    const other = tokenTransferSchema({ userSWA: RECIPIENT });
    expect(other).not.toBe(tokenTransferSchema({ userSWA: USER }));
    expect(validate(other, token).success).toBe(false);
    expect(validate(tokenTransferSchema({ userSWA: USER }), token).success).toBe(true);
    expect(validate(tokenTransferSchema(), { ...token, recipient: USER }).success).toBe(true);
  });

  it('is not fooled by a context changed after the schema was built', () => {
    const ctx: { userSWA?: string } = { userSWA: '0x00000000000000000000000000000000000000aa' };
    const schema = tokenTransferSchema(ctx);
    ctx.userSWA = RECIPIENT;
    expect(validate(schema, token).success).toBe(true);
  });
});
