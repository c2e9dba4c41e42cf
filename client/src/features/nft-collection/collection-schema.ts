import * as z from 'zod/mini';
import type { IntentRequest } from '../../backend/types.js';
import { isAptosAddress, isWebLink, SHAPES, text } from '../../intent-form/field-rules.js';
import { networkRules, NO_NETWORK, type NetworkValues } from '../../intent-form/network-fields.js';
import type { PropertyRow } from './properties-editor.js';

export const EMPTY_COLLECTION = {
  collectionName: '',
  collectionUri: '',
  collectionSymbol: '',
  collectionDescription: '',
};

export const EMPTY_MINT = {
  mintCollection: '',
  nftName: '',
  nftUri: '',
  mintRecipient: '',
  mintDescription: '',
  properties: [] as PropertyRow[],
};

/** The page's two forms over one Aptos network: create a collection, mint into one. */
export type CollectionValues = NetworkValues & typeof EMPTY_COLLECTION & typeof EMPTY_MINT;

export const EMPTY_COLLECTION_PAGE: CollectionValues = {
  chainType: 'APTOS',
  ...NO_NETWORK,
  ...EMPTY_COLLECTION,
  ...EMPTY_MINT,
};

export const collectionSchema = z.object({
  ...networkRules(false),
  collectionName: text([(name) => name !== '', 'Enter a name for the collection']),
  collectionUri: text([isWebLink, `Enter the collection’s URI: ${SHAPES.webLink}`]),
});

const optional = (test: (v: string) => boolean) => (v: string) => v === '' || test(v);

/** The mint's rules: an optional collection and recipient are Aptos addresses, a property's type a whole number. */
export const mintSchema = z.object({
  ...networkRules(false),
  mintCollection: text([
    optional(isAptosAddress),
    `Enter the collection’s address (${SHAPES.aptosAddress}), or create a collection first`,
  ]),
  nftName: text([(name) => name !== '', 'Enter a name for the NFT']),
  nftUri: text([isWebLink, `Enter the NFT’s URI: ${SHAPES.webLink}`]),
  mintRecipient: text([
    optional(isAptosAddress),
    `Enter the recipient’s Aptos address (${SHAPES.aptosAddress}), or leave it empty for you`,
  ]),
  properties: z.array(
    z.object({ type: text([(type) => /^[0-9]+$/.test(type), 'Enter the type as a whole number, like 0']) }),
  ),
});

/** The collection the form describes (checked by collectionSchema first). */
export const collectionRequest = (v: CollectionValues): IntentRequest => ({
  kind: 'nftCollection',
  input: {
    caip2Id: v.caip2Id,
    name: v.collectionName,
    uri: v.collectionUri.trim(),
    data: {
      type: 'nft',
      symbol: v.collectionSymbol.trim(),
      description: v.collectionDescription.trim(),
      attributes: '',
    },
  },
});

/** The mint the form describes (checked by mintSchema first). */
export const mintRequest = (v: CollectionValues): IntentRequest => ({
  kind: 'nftMint',
  input: {
    caip2Id: v.caip2Id,
    nftName: v.nftName.trim(),
    uri: v.nftUri.trim(),
    ...(v.mintCollection.trim() ? { collectionAddress: v.mintCollection.trim() } : {}),
    data: {
      recipientWalletAddress: v.mintRecipient.trim(),
      description: v.mintDescription.trim(),
      properties: v.properties.map((p) => ({
        name: p.name,
        type: Number.parseInt(p.type, 10),
        value: p.value,
      })),
    },
  },
});
