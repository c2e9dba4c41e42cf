import * as z from 'zod/mini';
import { VALIDATION } from '../../messages.js';
import { caip2Id, schemaPerUser, strictObject } from '../common.js';
import { uriSchema } from './nft-collection.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

/** NFT_MINT `{caip2Id, nftName, collectionAddress?, uri, data?}` (§15.3), Aptos only. */
export const nftMintSchema = /* @__PURE__ */ schemaPerUser(() =>
  strictObject({
    caip2Id: caip2Id({ aptosOnly: VALIDATION.mintAptosOnly }),
    nftName: z
      .string({ error: VALIDATION.nftNameRequired })
      .check(z.minLength(1, VALIDATION.nftNameRequired)),
    collectionAddress: z.optional(z.string()),
    uri: uriSchema,
    data: z.optional(
      strictObject({
        recipientWalletAddress: z.optional(z.string()),
        description: z.optional(z.string()),
        properties: z.optional(
          z.array(strictObject({ name: z.string(), type: z.number().check(z.int()), value: z.string() })),
        ),
      }),
    ),
  }),
);
export type NftMintInput = z.input<ReturnType<typeof nftMintSchema>>;
