import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { isSolanaAddress } from '../../solana-address.js';
import { byChainFamily } from '../by-chain.js';
import { isAccountAddress, isTokenOf } from '../chain-addresses.js';
import {
  CAIP2_TOKEN,
  caip2Id,
  integerAmount,
  isSameAddress,
  schemaPerUser,
  strictObject,
  type UserContext,
} from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const token = () =>
  z
    .string({ error: VALIDATION.tokenRequired })
    .check(z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.tokenTooLong));

/** EVM and Aptos: a hex recipient of the family's length, token `""` (native) or the family's token address. */
const hexTokenTransfer = (ctx: UserContext, family: 'EVM' | 'APTOS') =>
  strictObject({
    caip2Id: caip2Id({ messages: CAIP2_TOKEN }),
    recipient: z.string({ error: VALIDATION.invalidRecipient }).check(
      z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.recipientTooLong),
      z.refine((recipient) => isAccountAddress(family, recipient), VALIDATION.invalidRecipient),
      z.refine((recipient) => !isSameAddress(recipient, ctx.userSWA), VALIDATION.recipientIsUser),
    ),
    token: token().check(z.refine((value) => isTokenOf(family, value), VALIDATION.invalidTokenAddress)),
    amount: integerAmount(1n, VALIDATION.amountPositive),
  });

// Solana: base58 public keys (compared exactly: base58 is case-sensitive), token "" (SOL) or a mint, u64 amounts.
const solanaTokenTransfer = (ctx: UserContext) =>
  strictObject({
    caip2Id: caip2Id({ messages: CAIP2_TOKEN }),
    recipient: z.string({ error: VALIDATION.invalidRecipient }).check(
      z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.recipientTooLong),
      z.refine(isSolanaAddress, VALIDATION.invalidRecipient),
      z.refine((recipient) => recipient !== ctx.solanaAddress, VALIDATION.recipientIsUser),
    ),
    token: token().check(
      z.refine((mint) => mint === '' || isSolanaAddress(mint), VALIDATION.invalidTokenMint),
    ),
    amount: integerAmount(
      1n,
      VALIDATION.amountPositive,
      INPUT_LIMITS.uint64Max,
      VALIDATION.solanaAmountTooLarge,
    ),
  });

/**
 * TOKEN_TRANSFER `{caip2Id, recipient, token, amount}` (§15.3); `feePayer` is a separate argument. The recipient
 * and a token other than `""` (native) are addresses of the chain's family: 20 bytes on EVM, `0x` + 1–64 hex on
 * Aptos; on a `solana:` chain base58 public keys (the token an SPL mint), the amount at most a u64.
 */
export const tokenTransferSchema = /* @__PURE__ */ schemaPerUser((ctx) =>
  byChainFamily(
    { SOLANA: solanaTokenTransfer(ctx), APTOS: hexTokenTransfer(ctx, 'APTOS') },
    hexTokenTransfer(ctx, 'EVM'),
  ),
);
/**
 * Input of `tokenTransfer`: token `''` is the native token, `amount` is in the smallest unit.
 * @example
 * const input: TokenTransferInput = { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' };
 */
export type TokenTransferInput = z.input<ReturnType<typeof tokenTransferSchema>>;
