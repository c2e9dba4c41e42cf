import type { IntentType } from '@satchel/shared';

const str = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** One raw transaction as the `[{Key, Value}, …]` list of §14.7, in embedded key order. */
const keyValues = (tx: unknown) =>
  tx !== null && typeof tx === 'object' && !Array.isArray(tx)
    ? Object.entries(tx as Record<string, unknown>).map(([Key, Value]) => ({ Key, Value }))
    : [];

/**
 * The `details` of an order (§14.7, camelCase inner keys, both `caip2Id` and `caip2id`), built from the decoded job
 * payload. `collectionName` (mints) is resolved by the caller; `collectionAddress` (collections) is appended after
 * the keys of §14.7, an addition of the local platform so apps can mint into the new collection without guessing.
 */
export function orderDetails(
  intentType: IntentType,
  payload: Record<string, unknown>,
  extra: { collectionName?: string; collectionAddress?: string } = {},
): Record<string, unknown> {
  const caip = { caip2Id: payload.caip2Id, caip2id: payload.caip2Id };
  switch (intentType) {
    case 'TOKEN_TRANSFER':
      return {
        ...caip,
        recipientWalletAddress: payload.recipientWalletAddress,
        tokenAddress: payload.tokenAddress,
        amount: payload.amount,
      };
    case 'NFT_TRANSFER':
      return {
        ...caip,
        collectionAddress: payload.collectionAddress,
        nftId: payload.nftId,
        recipientWalletAddress: payload.recipientWalletAddress,
        amount: payload.amount,
        nftType: payload.nftType,
      };
    case 'NFT_CREATE_COLLECTION': {
      const data = (payload.data ?? {}) as Record<string, unknown>;
      return {
        ...caip,
        name: payload.name,
        uri: payload.uri,
        type: str(data.type),
        attributes: str(data.attributes),
        description: str(data.description),
        symbol: str(data.symbol),
        ...(extra.collectionAddress ? { collectionAddress: extra.collectionAddress } : {}),
      };
    }
    case 'NFT_MINT': {
      const data = (payload.data ?? {}) as Record<string, unknown>;
      const properties = Array.isArray(data.properties) ? (data.properties as Record<string, unknown>[]) : [];
      return {
        ...caip,
        collectionAddress: payload.collectionAddress,
        collectionName: extra.collectionName ?? '',
        nftName: payload.nftName,
        description: str(data.description),
        uri: payload.uri,
        properties: properties.map((p) => ({
          name: str(p.name),
          value: str(p.value),
          valueType: str(p.valueType),
        })),
      };
    }
    case 'RAW_TRANSACTION':
      return { ...caip, transactions: (payload.transactions as unknown[]).map(keyValues) };
  }
}
