import * as z from 'zod/mini';
import { COLLECTION_NAME_MAX, INPUT_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { caip2Id, schemaPerUser, strictObject } from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

export const uriSchema = z
  .string({ error: VALIDATION.uriRequired })
  .check(z.minLength(1, VALIDATION.uriEmpty), z.maxLength(INPUT_LIMITS.textChars, VALIDATION.uriTooLong));

/** An optional free text of `data` (descriptions, attributes…). */
export const optionalText = () =>
  z.optional(z.string().check(z.maxLength(INPUT_LIMITS.textChars, VALIDATION.textTooLong)));

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
        attributes: optionalText(),
        symbol: optionalText(),
        type: optionalText(),
        description: optionalText(),
      }),
    ),
  }),
);
/**
 * Input of `nftCollectionCreation` (Aptos only).
 * @example
 * const input: NftCollectionInput = { caip2Id: 'aptos:2', name: 'Badges', uri: 'https://example.com/badges.json' };
 */
export type NftCollectionInput = z.input<ReturnType<typeof nftCollectionSchema>>;
