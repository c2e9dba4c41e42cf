import * as z from 'zod/mini';
import { COLLECTION_NAME_MAX } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { caip2Id, schemaPerUser, strictObject } from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

export const uriSchema = z
  .string({ error: VALIDATION.uriRequired })
  .check(z.minLength(1, VALIDATION.uriEmpty));

/** NFT_CREATE_COLLECTION `{caip2Id, name, uri, data?}` (§15.3), Aptos only. */
export const nftCollectionSchema = /* @__PURE__ */ schemaPerUser(() =>
  strictObject({
    caip2Id: caip2Id({ aptosOnly: VALIDATION.collectionAptosOnly }),
    name: z
      .string({ error: VALIDATION.collectionNameRequired })
      .check(
        z.minLength(1, VALIDATION.collectionNameEmpty),
        z.maxLength(COLLECTION_NAME_MAX, VALIDATION.collectionNameTooLong),
      ),
    uri: uriSchema,
    data: z.optional(
      strictObject({
        attributes: z.optional(z.string()),
        symbol: z.optional(z.string()),
        type: z.optional(z.string()),
        description: z.optional(z.string()),
      }),
    ),
  }),
);
export type NftCollectionInput = z.input<ReturnType<typeof nftCollectionSchema>>;
