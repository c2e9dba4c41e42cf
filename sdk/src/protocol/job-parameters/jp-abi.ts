import type { IntentType } from '@satchel/shared';

/**
 * Fields of the JP tuple of each intent, in ABI order (§11.3); `uint` = `uint256`.
 * @example
 * const fieldNames = JP_COMPONENTS.TOKEN_TRANSFER.map((field) => field.name); // ['caip2Id', 'recipientWalletAddress', …]
 */
export const JP_COMPONENTS = {
  TOKEN_TRANSFER: [
    { name: 'caip2Id', type: 'string' },
    { name: 'recipientWalletAddress', type: 'string' },
    { name: 'tokenAddress', type: 'string' },
    { name: 'amount', type: 'uint256' },
  ],
  NFT_TRANSFER: [
    { name: 'caip2Id', type: 'string' },
    { name: 'nftId', type: 'string' },
    { name: 'recipientWalletAddress', type: 'string' },
    { name: 'collectionAddress', type: 'string' },
    { name: 'nftType', type: 'string' },
    { name: 'amount', type: 'uint256' },
  ],
  NFT_CREATE_COLLECTION: [
    { name: 'caip2Id', type: 'string' },
    { name: 'name', type: 'string' },
    { name: 'uri', type: 'string' },
    { name: 'data', type: 'bytes' },
  ],
  NFT_MINT: [
    { name: 'caip2Id', type: 'string' },
    { name: 'nftName', type: 'string' },
    { name: 'collectionAddress', type: 'string' },
    { name: 'uri', type: 'string' },
    { name: 'data', type: 'bytes' },
  ],
  RAW_TRANSACTION: [
    { name: 'caip2Id', type: 'string' },
    { name: 'transactions', type: 'bytes[]' },
  ],
} as const satisfies Record<IntentType, readonly { name: string; type: string }[]>;

/** The JP tuple of an intent as one ABI parameter. */
export function jpParameter(intentType: IntentType) {
  return { type: 'tuple', components: JP_COMPONENTS[intentType] } as const;
}

/**
 * The JP type string of an intent, as written in §11.3 (`uint` for `uint256`).
 * @example
 * jobParametersType('TOKEN_TRANSFER'); // '(string caip2Id, string recipientWalletAddress, string tokenAddress, uint amount)'
 */
export function jobParametersType(intentType: IntentType): string {
  const fields = JP_COMPONENTS[intentType].map(
    ({ name, type }) => `${type === 'uint256' ? 'uint' : type} ${name}`,
  );
  return `(${fields.join(', ')})`;
}

/**
 * The `_gsnData` type string of an intent: `(bool isRequired, string[] requiredNetworks, JP[] tokens)`.
 * @example
 * gsnDataType('RAW_TRANSACTION'); // '(bool isRequired, string[] requiredNetworks, (string caip2Id, bytes[] transactions)[] tokens)'
 */
export function gsnDataType(intentType: IntentType): string {
  return `(bool isRequired, string[] requiredNetworks, ${jobParametersType(intentType)}[] tokens)`;
}
