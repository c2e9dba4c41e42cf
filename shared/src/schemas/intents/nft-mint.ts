import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { caip2Id, schemaPerUser, strictObject } from '../common.js';
import { safeInteger } from '../format-checks.js';
import { optionalText, uriSchema } from './nft-collection.js';
import { APTOS_ADDRESS } from '../chain-addresses.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const text = () => z.string().check(z.maxLength(INPUT_LIMITS.textChars, VALIDATION.textTooLong));

/** `""` (none: the order says which) or an Aptos address; too long is its own message. */
const aptosAddressOrEmpty = (value: string) =>
  value === '' || value.length > INPUT_LIMITS.identifierChars || APTOS_ADDRESS.test(value);

/** NFT_MINT `{caip2Id, nftName, collectionAddress?, uri, data?}` (§15.3), Aptos only. */
export const nftMintSchema = /* @__PURE__ */ schemaPerUser(() =>
  strictObject({
    caip2Id: caip2Id({ aptosOnly: VALIDATION.mintAptosOnly }),
    nftName: z
      .string({ error: VALIDATION.nftNameRequired })
      .check(
        z.minLength(1, VALIDATION.nftNameRequired),
        z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.nftNameTooLong),
      ),
    collectionAddress: z.optional(
      z
        .string()
        .check(
          z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.collectionAddressTooLong),
          z.refine(aptosAddressOrEmpty, VALIDATION.invalidCollectionAddress),
        ),
    ),
    uri: uriSchema,
    data: z.optional(
      strictObject({
        recipientWalletAddress: z.optional(
          z
            .string()
            .check(
              z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.recipientTooLong),
              z.refine(aptosAddressOrEmpty, VALIDATION.invalidRecipientWallet),
            ),
        ),
        description: optionalText(),
        properties: z.optional(z.array(strictObject({ name: text(), type: safeInteger(), value: text() }))),
      }),
    ),
  }),
);
/**
 * Input of `nftMint` (Aptos only).
 * @example
 * const input: NftMintInput = { caip2Id: 'aptos:2', nftName: 'Badge #1', collectionAddress, uri: 'https://example.com/1.json' };
 */
export type NftMintInput = z.input<ReturnType<typeof nftMintSchema>>;
