import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import {
  CAIP2_TOKEN,
  caip2Id,
  integerAmount,
  isSameAddress,
  schemaPerUser,
  strictObject,
} from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

/** TOKEN_TRANSFER `{caip2Id, recipient, token, amount}` (§15.3); `feePayer` is a separate argument. */
export const tokenTransferSchema = /* @__PURE__ */ schemaPerUser((ctx) =>
  strictObject({
    caip2Id: caip2Id({ messages: CAIP2_TOKEN }),
    recipient: z.string({ error: VALIDATION.invalidRecipient }).check(
      z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.recipientTooLong),
      z.regex(/^0x[a-fA-F0-9]+$/, VALIDATION.invalidRecipient),
      z.refine((recipient) => !isSameAddress(recipient, ctx.userSWA), VALIDATION.recipientIsUser),
    ),
    token: z
      .string({ error: VALIDATION.tokenRequired })
      .check(z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.tokenTooLong)),
    amount: integerAmount(1n, VALIDATION.amountPositive),
  }),
);
/**
 * Input of `tokenTransfer`: token `''` is the native token, `amount` is in the smallest unit.
 * @example
 * const input: TokenTransferInput = { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' };
 */
export type TokenTransferInput = z.input<ReturnType<typeof tokenTransferSchema>>;
