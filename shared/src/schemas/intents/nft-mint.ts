import * as z from 'zod';
import { VALIDATION } from '../../messages.js';
import { caip2Id, strictObject } from '../common.js';
import { uriSchema } from './nft-collection.js';

/** NFT_MINT `{caip2Id, nftName, collectionAddress?, uri, data?}` (§15.3), Aptos only. */
export const nftMintSchema = () =>
  strictObject({
    caip2Id: caip2Id({ aptosOnly: VALIDATION.mintAptosOnly }),
    nftName: z.string({ error: VALIDATION.nftNameRequired }).min(1, VALIDATION.nftNameRequired),
    collectionAddress: z.string().optional(),
    uri: uriSchema,
    data: strictObject({
      recipientWalletAddress: z.string().optional(),
      description: z.string().optional(),
      properties: z
        .array(strictObject({ name: z.string(), type: z.number().int(), value: z.string() }))
        .optional(),
    }).optional(),
  });
export type NftMintInput = z.input<ReturnType<typeof nftMintSchema>>;
