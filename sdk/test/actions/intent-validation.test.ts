import { describe, expect, it } from '@jest/globals';
import {
  aptosRawTransaction,
  estimateNftTransfer,
  estimateRawTransaction,
  estimateTokenTransfer,
  evmRawTransaction,
  nftCollectionCreation,
  nftMint,
  nftTransfer,
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftCollectionCreation,
  prepareNftMint,
  prepareNftTransfer,
  prepareTokenTransfer,
  tokenTransfer,
  ValidationError,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf, freshSession, makeClient, refusingFetch } from '../client/helpers.js';

const USER = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';
const OTHER = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
type Intent = (client: SatchelClient, input: never, feePayer?: string) => Promise<unknown>;

const token = { caip2Id: 'eip155:84532', recipient: OTHER, token: '', amount: 1n };
const nft = { caip2Id: 'eip155:80002', collectionAddress: OTHER, nftId: '1', recipientWalletAddress: OTHER };
const evm = { caip2Id: 'eip155:84532', transaction: { from: USER, to: OTHER, value: 1n } };
const aptos = { caip2Id: 'aptos:testnet', transactions: [{ function: '0x1::coin::transfer' }] };

const CASES: [string, Intent[], unknown, string][] = [
  [
    'token: bad recipient and zero amount',
    [tokenTransfer, prepareTokenTransfer, estimateTokenTransfer],
    { ...token, recipient: 'abc', amount: 0n },
    'Validation failed: Invalid recipient address format, Amount must be greater than 0',
  ],
  [
    'token: recipient is the user',
    [tokenTransfer],
    { ...token, recipient: USER.toLowerCase() },
    'Validation failed: Recipient address cannot be same as the user address',
  ],
  [
    'token: blank caip2Id',
    [tokenTransfer],
    { ...token, caip2Id: ' ' },
    'Validation failed: caip2Id cannot be blank',
  ],
  [
    'token: spaces and unknown key',
    [tokenTransfer],
    { ...token, caip2Id: ' eip155:1', extra: 1 },
    "Validation failed: caip2Id cannot have leading or trailing spaces, Unrecognized key(s) in object: 'extra'",
  ],
  [
    'token: amount not an integer',
    [tokenTransfer],
    { ...token, amount: 1.5 },
    'Validation failed: Amount must be an integer',
  ],
  [
    'nft: id, type and amount',
    [nftTransfer, prepareNftTransfer, estimateNftTransfer],
    { ...nft, nftId: '-1', nftType: 'ERC20' },
    'Validation failed: NFT ID cannot be negative, NFT type must be ERC721 or ERC1155',
  ],
  [
    'nft: hex id with bad chars, collection',
    [nftTransfer],
    { ...nft, nftId: '0xzz', collectionAddress: 'abc' },
    'Validation failed: Invalid collection address format, Invalid NFT ID format – must be numeric or hexadecimal',
  ],
  [
    'nft: ERC721 needs amount 1',
    [nftTransfer],
    { ...nft, amount: 2 },
    'Validation failed: ERC721 transfers must have amount exactly 1',
  ],
  [
    'nft: recipient empty, amount 0',
    [nftTransfer],
    { ...nft, recipientWalletAddress: '', amount: 0, nftType: 'ERC1155' },
    'Validation failed: Recipient wallet address cannot be empty, Minimum transfer amount is 1',
  ],
  [
    'nft: recipient is the user',
    [nftTransfer],
    { ...nft, recipientWalletAddress: USER },
    'Validation failed: Recipient wallet address cannot be same as the user address',
  ],
  [
    'collection: not Aptos, name too long',
    [nftCollectionCreation, prepareNftCollectionCreation],
    { caip2Id: 'eip155:84532', name: 'x'.repeat(101), uri: '' },
    'Validation failed: NFT Collection creation is only supported on Aptos chain, Collection name cannot exceed 100 characters, URI cannot be empty',
  ],
  [
    'collection: missing name and uri',
    [nftCollectionCreation],
    { caip2Id: 'aptos:testnet' },
    'Validation failed: Collection name is required, URI is required',
  ],
  [
    'mint: not Aptos, no name',
    [nftMint, prepareNftMint],
    { caip2Id: 'eip155:84532', nftName: '', uri: 'u' },
    'Validation failed: NFT Minting is only supported on Aptos chain, NFT name is required',
  ],
  [
    'aptos raw: not Aptos, no transaction',
    [aptosRawTransaction, prepareAptosRawTransaction],
    { caip2Id: 'eip155:84532', transactions: [] },
    'Validation failed: CAIP2 ID must be for an Aptos chain, At least one transaction is required',
  ],
  [
    'aptos raw: function required',
    [aptosRawTransaction, estimateRawTransaction],
    { ...aptos, transactions: [{ function: '' }] },
    'Validation failed: Function is required',
  ],
  [
    'evm raw: from, to, data',
    [evmRawTransaction, prepareEvmRawTransaction, estimateRawTransaction],
    { caip2Id: 'eip155:84532', transaction: { from: '0x1', to: 'x', data: '0xzz' } },
    'Validation failed: Invalid from address format, Invalid to address format, Invalid transaction data format',
  ],
  [
    'evm raw: negative value',
    [evmRawTransaction],
    { ...evm, transaction: { from: USER, to: OTHER, value: -1n } },
    'Validation failed: Transaction value cannot be negative',
  ],
  [
    'evm raw: neither data nor value',
    [evmRawTransaction],
    { ...evm, transaction: { from: USER, to: OTHER } },
    'Validation failed: Transaction must include either data or value',
  ],
  [
    'evm raw: missing caip2Id',
    [evmRawTransaction],
    { transaction: evm.transaction },
    'Validation failed: CAIP2 ID is required',
  ],
];

describe('intents validate with the shared schemas before any request (§15.3)', () => {
  it.each(CASES)('%s', async (_name, intents, input, message) => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    client.setSessionConfig(freshSession(USER));
    for (const intent of intents) {
      const error = await failureOf(() => intent(client, input as never));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.shortMessage).toBe(message);
    }
    expect(network.calls).toEqual([]);
  });

  it('a malformed fee payer joins the messages', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    client.setSessionConfig(freshSession(USER));
    const error = await failureOf(() => tokenTransfer(client, { ...token, amount: 0n }, '0x12'));
    expect(error.shortMessage).toBe(
      'Validation failed: Amount must be greater than 0, Invalid fee payer address format',
    );
    expect(network.calls).toEqual([]);
  });

  it('every intent, builder and estimate needs a logged-in user first', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    const all: [Intent, unknown][] = [
      [tokenTransfer, token],
      [prepareTokenTransfer, token],
      [estimateTokenTransfer, token],
      [nftTransfer, nft],
      [prepareNftTransfer, nft],
      [estimateNftTransfer, nft],
      [nftCollectionCreation, {}],
      [prepareNftCollectionCreation, {}],
      [nftMint, {}],
      [prepareNftMint, {}],
      [evmRawTransaction, evm],
      [prepareEvmRawTransaction, evm],
      [aptosRawTransaction, aptos],
      [prepareAptosRawTransaction, aptos],
      [estimateRawTransaction, evm],
    ];
    for (const [intent, input] of all) {
      expect((await failureOf(() => intent(client, input as never))).shortMessage).toBe('User not logged in');
    }
    expect(network.calls).toEqual([]);
  });
});
