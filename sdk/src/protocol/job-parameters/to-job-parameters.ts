import { DEFAULT_NFT_AMOUNT, DEFAULT_NFT_TYPE, fmt, type IntentType } from '@satchel/shared';
import type { Hex } from '../../crypto/hex-types.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { utf8ToHex } from '../../crypto/utf8-to-hex.js';
import { toAmount } from './amount.js';
import { collectionJson, mintJson } from './embedded-json.js';
import { rawTransactionJson } from './raw-transaction-json.js';
import type { JobParametersByIntent } from './job-parameters-types.js';

// The validated inputs (shared intent schemas) are read loosely: every field is checked by those schemas first.
type Input = Record<string, any>;

const jsonBytes = (value: unknown): Hex => utf8ToHex(JSON.stringify(value));

const builders: { [T in IntentType]: (input: Input) => JobParametersByIntent[T] } = {
  TOKEN_TRANSFER: (input) => ({
    caip2Id: input.caip2Id,
    recipientWalletAddress: input.recipient,
    tokenAddress: input.token,
    amount: toAmount(input.amount),
  }),
  NFT_TRANSFER: (input) => ({
    caip2Id: input.caip2Id,
    nftId: input.nftId,
    recipientWalletAddress: input.recipientWalletAddress,
    collectionAddress: input.collectionAddress,
    nftType: input.nftType ?? DEFAULT_NFT_TYPE,
    amount: toAmount(input.amount ?? DEFAULT_NFT_AMOUNT),
  }),
  NFT_CREATE_COLLECTION: (input) => ({
    caip2Id: input.caip2Id,
    name: input.name,
    uri: input.uri,
    data: jsonBytes(collectionJson(input.data)),
  }),
  NFT_MINT: (input) => ({
    caip2Id: input.caip2Id,
    nftName: input.nftName,
    collectionAddress: input.collectionAddress ?? '',
    uri: input.uri,
    data: jsonBytes(mintJson(input.data)),
  }),
  RAW_TRANSACTION: (input) => ({
    caip2Id: input.caip2Id,
    transactions: rawTransactionJson(input as { caip2Id: string }).map(jsonBytes),
  }),
};

/**
 * The JP values of an intent (§11.3) from its validated input (the shared intent schema's output):
 * TOKEN_TRANSFER `{caip2Id, recipient, token, amount}`, NFT_TRANSFER `{caip2Id, collectionAddress, nftId,
 * recipientWalletAddress, amount?, nftType?}`, NFT_CREATE_COLLECTION `{caip2Id, name, uri, data?}`, NFT_MINT
 * `{caip2Id, nftName, collectionAddress?, uri, data?}`, RAW_TRANSACTION `{caip2Id, transaction}` on `eip155:` or
 * `{caip2Id, transactions}` on `aptos:`, `{caip2Id, transaction: {signer, instructions}}` on `solana:`. Embedded JSON gets its normative key order and defaults.
 * @throws InvalidInputError for an unknown intent type, a bad amount, or a raw transaction on another chain family.
 * @example
 * const jp = toJobParameters('NFT_TRANSFER', { caip2Id, collectionAddress, nftId: '7', recipientWalletAddress, amount: 1, nftType: 'ERC721' });
 * console.log(jp.amount); // 1n
 */
export function toJobParameters<T extends IntentType>(
  intentType: T,
  validatedInput: object,
): JobParametersByIntent[T] {
  const build = builders[intentType] as ((input: Input) => JobParametersByIntent[T]) | undefined;
  if (build === undefined || !Object.hasOwn(builders, intentType))
    throw new InvalidInputError(fmt.unsupportedIntentType(String(intentType)));
  return build(validatedInput as Input);
}
