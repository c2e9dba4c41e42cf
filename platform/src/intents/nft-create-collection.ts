import { nftCollectionSchema } from '@satchel/shared';
import { keccak256, toHex, type Hex } from 'viem';
import { deriveUserAddresses } from '../crypto/derive-user-addresses.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { findCollection, insertCollection } from '../world/collection-store.js';
import type { IntentModule } from './intent-module.js';
import { caipKeys, embeddedObject, jsonBytes, text } from './job-data.js';

/** An Aptos collection's address: derived from creator and name, as Aptos derives named objects. */
export const aptosCollectionAddress = (creator: string, name: string) =>
  keccak256(toHex(`satchel:aptos-collection:${creator.toLowerCase()}:${name}`));

const dataOf = (payload: Record<string, unknown>) => (payload.data ?? {}) as Record<string, unknown>;

/** NFT_CREATE_COLLECTION (Aptos only, §15.4): one collection per creator and name, on the ledger. */
export const nftCreateCollection: IntentModule = {
  jobParameters: '(string caip2Id, string name, string uri, bytes data)',

  decode(tuple) {
    const data = embeddedObject(tuple.data as Hex, 'collection data');
    const payload = { caip2Id: tuple.caip2Id, name: tuple.name, uri: tuple.uri, data };
    return { caip2Id: tuple.caip2Id as string, payload, schema: nftCollectionSchema(), schemaInput: payload };
  },

  encode: (p) => ({ caip2Id: p.caip2Id, name: p.name, uri: p.uri, data: jsonBytes(p.data) }),

  /**
   * §14.7's keys, then `collectionAddress`: an addition of the local platform (Aptos named objects have addresses
   * known before they exist), so apps can mint into the new collection without guessing.
   */
  details(p, order) {
    const data = dataOf(p);
    const creator = deriveUserAddresses(order.userId).aptosAddress;
    return {
      ...caipKeys(p),
      name: p.name,
      uri: p.uri,
      type: text(data.type),
      attributes: text(data.attributes),
      description: text(data.description),
      symbol: text(data.symbol),
      collectionAddress: aptosCollectionAddress(creator, String(p.name)),
    };
  },

  settleOnLedger({ ctx, payload, network, user }) {
    const name = String(payload.name);
    const address = aptosCollectionAddress(user.aptosAddress, name);
    if (findCollection(ctx.db, network.caipId, address))
      throw new SettlementFailure(`Collection "${name}" already exists`);
    const data = dataOf(payload);
    insertCollection(ctx.db, {
      caipId: network.caipId,
      collectionAddress: address,
      name,
      symbol: typeof data.symbol === 'string' ? data.symbol : '',
      uri: String(payload.uri),
      description: typeof data.description === 'string' ? data.description : '',
      standard: typeof data.type === 'string' && data.type !== '' ? data.type : 'nft',
      creatorKey: user.aptosAddress.toLowerCase(),
      image: String(payload.uri),
    });
  },
};
