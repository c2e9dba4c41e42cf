import * as z from 'zod/mini';
import { ESTIMATE_INTENT_TYPES } from '../constants/protocol.js';
import { INPUT_LIMITS } from '../constants/protocol.js';
import { VALIDATION } from '../messages.js';
import { platformAuthDataSchema } from './auth.js';
import { stringRecord } from './string-record.js';
import {
  address,
  HEX_BYTES,
  hexQuantity,
  HEX_SIGNATURE,
  patternString,
  strictObject,
  UNCOMPRESSED_PUBLIC_KEY,
  uuid,
} from './common.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

const signature = (field: string) => patternString(HEX_SIGNATURE, `Invalid ${field} format`);
// Fees end up in the operation's uint128 halves (§10.2).
const maxFeePerGas = hexQuantity(
  VALIDATION.invalidMaxFeePerGas,
  INPUT_LIMITS.uint128Max,
  VALIDATION.maxFeePerGasTooLarge,
);
const maxPriorityFeePerGas = hexQuantity(
  VALIDATION.invalidMaxPriorityFeePerGas,
  INPUT_LIMITS.uint128Max,
  VALIDATION.maxPriorityFeePerGasTooLarge,
);

/**
 * POST /authenticate body (§7.1). This and `signMessageRequestSchema` are built in pure closures so that a bundle
 * which never uses them (the SDK's) can drop them.
 */
export const authenticateRequestSchema = /* @__PURE__ */ (() =>
  strictObject({
    authData: z.object({ idToken: platformAuthDataSchema.shape.idToken, provider: z.string() }),
    sessionData: strictObject({
      nonce: uuid('Invalid nonce format'),
      clientSWA: address(VALIDATION.invalidClientSWA),
      sessionPk: patternString(UNCOMPRESSED_PUBLIC_KEY, VALIDATION.invalidSessionPubKey),
      maxPriorityFeePerGas: z.optional(maxPriorityFeePerGas),
      maxFeePerGas: z.optional(maxFeePerGas),
      paymaster: address(VALIDATION.invalidPaymaster),
      paymasterData: patternString(HEX_BYTES, VALIDATION.invalidPaymasterData),
    }),
    sessionPkClientSignature: signature('sessionPkClientSignature'),
    sessionDataUserSignature: signature('sessionDataUserSignature'),
  }))();
export type AuthenticateRequest = z.output<typeof authenticateRequestSchema>;

/** POST /signMessage body (§13.1): exactly one transaction. */
export const signMessageRequestSchema = /* @__PURE__ */ (() =>
  strictObject({
    data: strictObject({
      userData: strictObject({
        userSWA: address(),
        jobId: uuid('Invalid jobId format'),
        sessionPk: patternString(UNCOMPRESSED_PUBLIC_KEY, VALIDATION.invalidSessionPubKey),
      }),
      transactions: z
        .array(
          strictObject({
            transactionId: uuid('Invalid transactionId format'),
            method: z.enum(['EIP191', 'EIP712'], { error: 'Invalid signing method' }),
            signingMessage: z
              .string({ error: VALIDATION.messageRequired })
              .check(
                z.minLength(1, VALIDATION.messageRequired),
                z.maxLength(INPUT_LIMITS.messageChars, VALIDATION.messageTooLong),
              ),
            userSessionSignature: patternString(/^0x[0-9a-fA-F]{130}$/, VALIDATION.invalidSignature),
          }),
        )
        .check(z.length(1, 'Exactly one transaction is required')),
    }),
  }))();
export type SignMessageRequest = z.output<typeof signMessageRequestSchema>;

/** The estimate payload envelope (§12.1); `details` is checked against the intent's rules by the platform. */
export const estimatePayloadSchema = strictObject({
  type: z.enum(ESTIMATE_INTENT_TYPES, { error: VALIDATION.invalidIntentType }),
  jobId: uuid('Invalid jobId format'),
  feePayerAddress: z.optional(address(VALIDATION.invalidFeePayer)),
  paymasterData: patternString(HEX_BYTES, VALIDATION.invalidPaymasterData),
  gasDetails: strictObject({
    maxFeePerGas,
    maxPriorityFeePerGas,
  }),
  details: stringRecord(),
});
export type EstimatePayload = z.output<typeof estimatePayloadSchema>;
