import * as z from 'zod/mini';
import { DEFAULT_NFT_AMOUNT, DEFAULT_NFT_TYPE, INPUT_LIMITS, NFT_TYPES } from '../../constants/protocol.js';
import { chainTypeOf } from '../../caip.js';
import { VALIDATION } from '../../messages.js';
import { isAccountAddress } from '../chain-addresses.js';
import {
  caip2Id,
  integerAmount,
  isSameAddress,
  schemaPerUser,
  strictObject,
  toBigIntOrUndefined,
} from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const nftId = z.string({ error: VALIDATION.invalidNftId }).check(
  z.superRefine((id, ctx) => {
    if (id.startsWith('-')) ctx.addIssue({ code: 'custom', message: VALIDATION.nftIdNegative });
    else if (id.length > INPUT_LIMITS.identifierChars)
      ctx.addIssue({ code: 'custom', message: VALIDATION.nftIdTooLong });
    else if (!/^[0-9]+$/.test(id) && !/^0x[0-9a-fA-F]+$/.test(id))
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidNftId });
    // A token id is a uint256 on both standards.
    else if (BigInt(id) > INPUT_LIMITS.uint256Max)
      ctx.addIssue({ code: 'custom', message: VALIDATION.nftIdTooLarge });
  }),
);

type NftAddresses = { caip2Id?: unknown; collectionAddress?: unknown; recipientWalletAddress?: unknown };
/** The family whose address rules an NFT transfer follows: Aptos on `aptos:`, else EVM. */
const nftFamily = (caip2Id: unknown) =>
  typeof caip2Id === 'string' && chainTypeOf(caip2Id) === 'APTOS' ? 'APTOS' : 'EVM';
/** Run even when other fields failed (each reports its own), as long as there is an object to read. */
const onObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;
/** A field in the form its own checks accept (`0x…`, not too long): the family's rule then judges it. */
const formatted = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' && value.length <= INPUT_LIMITS.identifierChars && pattern.test(value);

/**
 * The address checks of an NFT transfer that depend on its chain: the collection and the recipient are addresses
 * of the family (20 bytes on EVM, `0x` + 1–64 hex on Aptos). Shared by the intent schema and the BFF body.
 */
export const nftTransferAddressChecks = [
  z.refine<NftAddresses>(
    (input) =>
      !formatted(input.collectionAddress, /^0x/) ||
      isAccountAddress(nftFamily(input.caip2Id), input.collectionAddress),
    { message: VALIDATION.invalidCollectionAddress, path: ['collectionAddress'], when: onObject },
  ),
  z.refine<NftAddresses>(
    (input) =>
      !formatted(input.recipientWalletAddress, /./) ||
      isAccountAddress(nftFamily(input.caip2Id), input.recipientWalletAddress),
    { message: VALIDATION.invalidRecipientWallet, path: ['recipientWalletAddress'], when: onObject },
  ),
] as const;

/** NFT_TRANSFER `{caip2Id, collectionAddress, nftId, recipientWalletAddress, amount?, nftType?}` (§15.3). */
export const nftTransferSchema = /* @__PURE__ */ schemaPerUser((ctx) =>
  strictObject({
    caip2Id: caip2Id(),
    collectionAddress: z.string({ error: VALIDATION.invalidCollectionAddress }).check(
      // A regex rather than z.startsWith: same rule and message, without another zod check class in the bundle.
      z.regex(/^0x/, VALIDATION.invalidCollectionAddress),
      z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.collectionAddressTooLong),
    ),
    nftId,
    recipientWalletAddress: z.string({ error: VALIDATION.recipientWalletEmpty }).check(
      z.minLength(1, VALIDATION.recipientWalletEmpty),
      z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.recipientTooLong),
      z.refine((recipient) => !isSameAddress(recipient, ctx.userSWA), VALIDATION.recipientWalletIsUser),
    ),
    amount: z._default(integerAmount(1n, VALIDATION.minNftAmount), DEFAULT_NFT_AMOUNT),
    nftType: z._default(z.enum(NFT_TYPES, { error: VALIDATION.invalidNftType }), DEFAULT_NFT_TYPE),
  }).check(
    ...nftTransferAddressChecks,
    z.refine((input) => input.nftType !== 'ERC721' || toBigIntOrUndefined(input.amount) === 1n, {
      message: VALIDATION.erc721Amount,
      path: ['amount'],
      when: (payload) => toBigIntOrUndefined((payload.value as { amount?: unknown })?.amount) !== undefined,
    }),
  ),
);
/**
 * Input of `nftTransfer`; `amount` defaults to 1 and `nftType` to ERC721.
 * @example
 * const input: NftTransferInput = { caip2Id: 'eip155:84532', collectionAddress, nftId: '7', recipientWalletAddress };
 */
export type NftTransferInput = z.input<ReturnType<typeof nftTransferSchema>>;
