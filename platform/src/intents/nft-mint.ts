import { nftMintSchema } from '@satchel/shared';
import { keccak256, toHex, type Hex } from 'viem';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { creditNft } from '../ledger/nft-holdings.js';
import { findCollection } from '../world/collection-store.js';
import type { IntentModule } from './intent-module.js';
import { caipKeys, embeddedObject, jsonBytes, text } from './job-data.js';

const dataOf = (payload: Record<string, unknown>) => (payload.data ?? {}) as Record<string, unknown>;

/** The wire spells each property `{name, valueType: String(type), value}`; the schema checks `{name, type, value}`. */
function schemaProperties(properties: unknown): unknown {
  if (!Array.isArray(properties)) return properties;
  return properties.map((p: unknown) => {
    if (p === null || typeof p !== 'object' || Array.isArray(p)) return p;
    const { valueType, ...rest } = p as Record<string, unknown>;
    const type =
      typeof valueType === 'string' && /^-?[0-9]+$/.test(valueType) ? Number(valueType) : valueType;
    return { ...rest, type };
  });
}

/**
 * NFT_MINT (Aptos only, §15.4): into a collection the user created, to `data.recipientWalletAddress` or else the
 * user, on the ledger; the token address is derived from the collection and the order.
 */
export const nftMint: IntentModule = {
  jobParameters: '(string caip2Id, string nftName, string collectionAddress, string uri, bytes data)',

  decode(tuple) {
    const data = embeddedObject(tuple.data as Hex, 'mint data');
    const payload = {
      caip2Id: tuple.caip2Id,
      nftName: tuple.nftName,
      collectionAddress: tuple.collectionAddress,
      uri: tuple.uri,
      data,
    };
    const properties = data.properties === undefined ? {} : { properties: schemaProperties(data.properties) };
    const schemaInput = { ...payload, data: { ...data, ...properties } };
    return { caip2Id: tuple.caip2Id as string, payload, schema: nftMintSchema(), schemaInput };
  },

  encode: (p) => ({
    caip2Id: p.caip2Id,
    nftName: p.nftName,
    collectionAddress: p.collectionAddress,
    uri: p.uri,
    data: jsonBytes(p.data),
  }),

  details(p, order) {
    const data = dataOf(p);
    const properties = Array.isArray(data.properties) ? (data.properties as Record<string, unknown>[]) : [];
    return {
      ...caipKeys(p),
      collectionAddress: p.collectionAddress,
      collectionName:
        findCollection(order.db, String(p.caip2Id), String(p.collectionAddress ?? ''))?.name ?? '',
      nftName: p.nftName,
      description: text(data.description),
      uri: p.uri,
      properties: properties.map((q) => ({
        name: text(q.name),
        value: text(q.value),
        valueType: text(q.valueType),
      })),
    };
  },

  settleOnLedger({ ctx, intentId, payload, network, user }) {
    const collectionAddress = String(payload.collectionAddress ?? '');
    if (collectionAddress === '')
      throw new SettlementFailure('A collection address is required to mint on Aptos');
    const collection = findCollection(ctx.db, network.caipId, collectionAddress);
    if (!collection)
      throw new SettlementFailure(`Collection ${collectionAddress} not found on ${network.caipId}`);
    if (collection.creatorKey !== user.aptosAddress.toLowerCase())
      throw new SettlementFailure(`Only the creator of collection ${collectionAddress} can mint in it`);
    const data = dataOf(payload);
    const recipient =
      typeof data.recipientWalletAddress === 'string' && data.recipientWalletAddress !== ''
        ? data.recipientWalletAddress
        : user.aptosAddress;
    const tokenAddress = keccak256(
      toHex(`satchel:aptos-token:${collectionAddress.toLowerCase()}:${intentId}`),
    );
    creditNft(ctx, network.caipId, collectionAddress, tokenAddress, recipient, 1n, {
      nftName: String(payload.nftName),
      tokenUri: String(payload.uri),
      description: typeof data.description === 'string' ? data.description : '',
      image: String(payload.uri),
    });
  },
};
