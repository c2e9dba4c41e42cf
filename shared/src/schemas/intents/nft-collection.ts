import * as z from 'zod';
import { COLLECTION_NAME_MAX } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { caip2Id, strictObject } from '../common.js';

export const uriSchema = z.string({ error: VALIDATION.uriRequired }).min(1, VALIDATION.uriEmpty);

/** NFT_CREATE_COLLECTION `{caip2Id, name, uri, data?}` (§15.3), Aptos only. */
export const nftCollectionSchema = () =>
  strictObject({
    caip2Id: caip2Id({ aptosOnly: VALIDATION.collectionAptosOnly }),
    name: z
      .string({ error: VALIDATION.collectionNameRequired })
      .min(1, VALIDATION.collectionNameEmpty)
      .max(COLLECTION_NAME_MAX, VALIDATION.collectionNameTooLong),
    uri: uriSchema,
    data: strictObject({
      attributes: z.string().optional(),
      symbol: z.string().optional(),
      type: z.string().optional(),
      description: z.string().optional(),
    }).optional(),
  });
export type NftCollectionInput = z.input<ReturnType<typeof nftCollectionSchema>>;
