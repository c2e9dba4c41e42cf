import { VALIDATION } from '../../src/index.js';

/** Which intent an odd input is for: the SDK's prepare function, the BFF route and the platform's intent type. */
export type OddIntentKind = 'tokenTransfer' | 'nftTransfer' | 'evmRawTransaction' | 'aptosRawTransaction';

/**
 * An input every layer must refuse at the door with `message` (SDK `prepare*` before any request, BFF and platform
 * 400 `VALIDATION_ERROR`), in the SDK's shape: the BFF's raw transaction takes `transaction` for Aptos too.
 */
export interface OddIntent {
  name: string;
  kind: OddIntentKind;
  input: Record<string, unknown>;
  message: string;
}

const BASE = 'eip155:84532';
const APTOS = 'aptos:testnet';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
const COLLECTION = '0x5d3A7f1f0a4F1A3d2b4E6c8a9B0c1D2e3F4a5b6C';
const APTOS_RECIPIENT = `0x${'a1'.repeat(32)}`;
const SOLANA_RECIPIENT = '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n';

const token = (fields: Record<string, unknown>) => ({
  caip2Id: BASE,
  recipient: RECIPIENT,
  token: '',
  amount: '1',
  ...fields,
});
const nft = (fields: Record<string, unknown>) => ({
  caip2Id: BASE,
  collectionAddress: COLLECTION,
  nftId: '1',
  recipientWalletAddress: RECIPIENT,
  amount: 1,
  nftType: 'ERC721',
  ...fields,
});
/** `from` is the user's: the caller fills `<userSWA>`. */
const evm = (fields: Record<string, unknown>) => ({
  caip2Id: BASE,
  transaction: { from: '<userSWA>', to: RECIPIENT, data: '0x', value: '0', ...fields },
});
const aptos = (fn: string) => ({
  caip2Id: APTOS,
  transactions: [{ function: fn, functionArguments: [APTOS_RECIPIENT, '1'] }],
});

/** Odd but plausible inputs, each with the one message all three layers answer. */
export const ODD_INTENTS: OddIntent[] = [
  {
    name: 'a token symbol as token',
    kind: 'tokenTransfer',
    input: token({ token: 'ETH' }),
    message: VALIDATION.invalidTokenAddress,
  },
  {
    name: 'a 19-byte token',
    kind: 'tokenTransfer',
    input: token({ token: RECIPIENT.slice(0, 40) }),
    message: VALIDATION.invalidTokenAddress,
  },
  {
    name: 'a short recipient',
    kind: 'tokenTransfer',
    input: token({ recipient: '0x123' }),
    message: VALIDATION.invalidRecipient,
  },
  {
    name: 'a 21-byte recipient',
    kind: 'tokenTransfer',
    input: token({ recipient: `${RECIPIENT}00` }),
    message: VALIDATION.invalidRecipient,
  },
  {
    name: 'a word as recipient',
    kind: 'tokenTransfer',
    input: token({ recipient: 'alice.eth' }),
    message: VALIDATION.invalidRecipient,
  },
  {
    name: 'a zero amount',
    kind: 'tokenTransfer',
    input: token({ amount: '0' }),
    message: VALIDATION.amountPositive,
  },
  {
    name: 'an Aptos recipient of 33 bytes',
    kind: 'tokenTransfer',
    input: token({ caip2Id: APTOS, recipient: `0x${'ab'.repeat(33)}` }),
    message: VALIDATION.invalidRecipient,
  },
  {
    name: 'an Aptos token that is a word',
    kind: 'tokenTransfer',
    input: token({ caip2Id: APTOS, recipient: APTOS_RECIPIENT, token: 'APT' }),
    message: VALIDATION.invalidTokenAddress,
  },
  {
    name: 'a Solana recipient of 31 bytes',
    kind: 'tokenTransfer',
    input: token({ caip2Id: SOLANA, recipient: '1111111111111111111111111111111' }),
    message: VALIDATION.invalidRecipient,
  },
  {
    name: 'an EVM address as Solana recipient',
    kind: 'tokenTransfer',
    input: token({ caip2Id: SOLANA, recipient: RECIPIENT }),
    message: VALIDATION.invalidRecipient,
  },
  {
    name: 'a Solana mint that is no key',
    kind: 'tokenTransfer',
    input: token({ caip2Id: SOLANA, recipient: SOLANA_RECIPIENT, token: 'USDC' }),
    message: VALIDATION.invalidTokenMint,
  },
  {
    name: 'a short collection',
    kind: 'nftTransfer',
    input: nft({ collectionAddress: '0xabc' }),
    message: VALIDATION.invalidCollectionAddress,
  },
  {
    name: 'a short NFT recipient',
    kind: 'nftTransfer',
    input: nft({ recipientWalletAddress: '0x1234' }),
    message: VALIDATION.invalidRecipientWallet,
  },
  {
    name: 'a word as NFT recipient',
    kind: 'nftTransfer',
    input: nft({ recipientWalletAddress: 'bob' }),
    message: VALIDATION.invalidRecipientWallet,
  },
  {
    name: 'zero ERC1155 tokens',
    kind: 'nftTransfer',
    input: nft({ amount: 0, nftType: 'ERC1155' }),
    message: VALIDATION.minNftAmount,
  },
  {
    name: 'odd-length calldata',
    kind: 'evmRawTransaction',
    input: evm({ data: '0xabc' }),
    message: VALIDATION.invalidTransactionData,
  },
  {
    name: 'calldata that is no hex',
    kind: 'evmRawTransaction',
    input: evm({ data: '0xzz' }),
    message: VALIDATION.invalidTransactionData,
  },
  {
    name: 'a short raw to',
    kind: 'evmRawTransaction',
    input: evm({ to: '0x12' }),
    message: VALIDATION.invalidTo,
  },
  {
    name: 'a function without module',
    kind: 'aptosRawTransaction',
    input: aptos('transfer'),
    message: VALIDATION.invalidFunction,
  },
  {
    name: 'a function without name',
    kind: 'aptosRawTransaction',
    input: aptos('0x1::aptos_account'),
    message: VALIDATION.invalidFunction,
  },
  {
    name: 'a function at a word',
    kind: 'aptosRawTransaction',
    input: aptos('aptos::coin::transfer'),
    message: VALIDATION.invalidFunction,
  },
];

/** An input with `<userSWA>` placeholders filled. */
export function withUser<T>(input: T, userSWA: string): T {
  return JSON.parse(JSON.stringify(input).replaceAll('"<userSWA>"', JSON.stringify(userSWA))) as T;
}
