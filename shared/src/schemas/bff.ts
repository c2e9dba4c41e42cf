import * as z from 'zod/mini';
import { INPUT_LIMITS, OTP } from '../constants/protocol.js';
import { BFF, VALIDATION } from '../messages.js';
import { emailSchema, idTokenSchema, otpCodeSchema, phoneSchema, platformAuthDataSchema } from './auth.js';
import { bffRawTransactionIssues } from './bff-raw-transaction-issues.js';
import { address, caip2Id, CAIP2_TOKEN, strictObject, toBigIntOrUndefined, uuid } from './common.js';
import { clientPrivateKeySchema, clientSWASchema, sessionConfigSchema } from './config.js';
import { contractReadSchema } from './intents/contract-read.js';
import { nftCollectionSchema } from './intents/nft-collection.js';
import { nftMintSchema } from './intents/nft-mint.js';
import { nftTransferAddressChecks, nftTransferSchema } from './intents/nft-transfer.js';
import { tokenTransferSchema } from './intents/token-transfer.js';
import { orderFiltersSchema, pagingShape } from './orders.js';
import { signedUserOperationSchema, USER_OP_FIELDS, userOperationSchema } from './user-operation.js';
import { useEnglishMessages } from './zod-locale.js';
import { isJsonObject } from '../is-json-object.js';

useEnglishMessages();

/**
 * Request bodies of the BFF (`@satchel/server`, docs/protocol.md §18), built from the shared schemas so the BFF reports
 * the same messages as the SDK and the platform. Every body is strict: unknown keys fail (§15.3).
 */

/**
 * Classic zod's `.meta()`: a copy carrying `meta` for the OpenAPI document, so the shared schema itself (used
 * elsewhere) stays undescribed.
 */
function described<T extends z.ZodMiniType>(schema: T, meta: z.core.GlobalMeta): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, meta);
  return copy;
}

/** The keys whose absence is 401 `Session keys are not set` rather than a validation error (§18.1). */
export const BFF_SESSION_KEYS = ['sessionPrivKey', 'sessionPubKey', 'userSWA'] as const;

/** Client credentials in a body: honoured only where the server allows it (sandbox), else rejected with 400. */
export const BFF_CLIENT_KEY_FIELDS = ['client_pk', 'client_swa'] as const;
const clientCredentials = {
  client_pk: described(z.optional(clientPrivateKeySchema), {
    description: 'Client private key (sandbox servers only)',
  }),
  client_swa: described(z.optional(clientSWASchema), {
    description: 'Client smart wallet (sandbox servers only)',
  }),
};
const session = {
  sessionConfig: described(sessionConfigSchema, {
    description: 'The session answered by api/auth/authenticate',
  }),
};

// ---------------------------------------------------------------- auth (§18.2)
const otpToken = uuid(VALIDATION.invalidOtpToken);
const country = z.literal(OTP.countryShortName, { error: VALIDATION.invalidCountry });

export const bffEmailOtpBodySchema = strictObject({
  email: emailSchema,
  token: described(z.optional(otpToken), { description: 'Previous token: resends a new code for it' }),
  ...clientCredentials,
});
export const bffEmailVerifyOtpBodySchema = strictObject({
  email: emailSchema,
  otp: otpCodeSchema,
  token: otpToken,
  ...clientCredentials,
});
export const bffWhatsAppOtpBodySchema = strictObject({
  whatsapp_number: phoneSchema,
  country_short_name: z.optional(country),
  token: described(z.optional(otpToken), { description: 'Previous token: resends a new code for it' }),
  ...clientCredentials,
});
export const bffWhatsAppVerifyOtpBodySchema = strictObject({
  whatsapp_number: phoneSchema,
  country_short_name: z.optional(country),
  otp: otpCodeSchema,
  token: otpToken,
  ...clientCredentials,
});
export const bffAuthenticateBodySchema = strictObject({
  idToken: idTokenSchema,
  provider: described(platformAuthDataSchema.shape.provider, {
    description: 'google, satchel, client_jwt, jwt (sent as client_jwt), apple or twitter',
  }),
  ...clientCredentials,
});

/** `api/auth/logout` (§18.5): `{}` for the cookie's session, or the session curl and Postman hold (§6.3). */
export const bffLogoutBodySchema = strictObject({
  sessionConfig: described(z.optional(sessionConfigSchema), {
    description: 'A session to end on the platform',
  }),
});

/** OAuth `state`: opaque, URL-safe, long enough to be unguessable. */
const oauthState = z
  .string({ error: BFF.invalidState })
  .check(z.regex(/^[A-Za-z0-9._~-]{8,512}$/, BFF.invalidState));
const oauthCode = z
  .string({ error: BFF.codeRequired })
  .check(z.minLength(1, BFF.codeRequired), z.maxLength(2048, BFF.codeRequired));
/** RFC 7636 code verifier: 43 to 128 unreserved characters. */
const codeVerifier = z
  .string({ error: BFF.invalidCodeVerifier })
  .check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, BFF.invalidCodeVerifier));

export const bffAppleCallbackBodySchema = strictObject({ code: oauthCode, state: oauthState });
export const bffTwitterCallbackBodySchema = strictObject({
  code: oauthCode,
  state: oauthState,
  code_verifier: described(z.optional(codeVerifier), {
    description: 'PKCE verifier of the authorize request',
  }),
});

// ---------------------------------------------------------------- explorer (§18.3)
export const bffSessionBodySchema = strictObject({ ...session, ...clientCredentials });

export const bffOrderHistoryBodySchema = strictObject({
  ...session,
  intentId: orderFiltersSchema.shape.intentId,
  intent_id: orderFiltersSchema.shape.intentId,
  status: orderFiltersSchema.shape.status,
  intentType: orderFiltersSchema.shape.intentType,
  intent_type: orderFiltersSchema.shape.intentType,
  ...pagingShape,
  ...clientCredentials,
});

/** The order stream (§18.7): every order of the session, or the one of `intentId` (the stream ends when it is final). */
export const bffOrderStreamBodySchema = strictObject({
  ...session,
  intentId: orderFiltersSchema.shape.intentId,
  ...clientCredentials,
});

/** Portfolio activity, optionally one page of it (§14.5). */
export const bffActivityBodySchema = strictObject({ ...session, ...pagingShape, ...clientCredentials });

/**
 * A contract read's `data`: any value here, checked by the body's refinement as the chain family's data; the
 * OpenAPI document describes it as the EVM or the Aptos shape (server/src/docs).
 */
export const bffContractReadData = described(z.unknown(), {
  description:
    'EVM {contractAddress, abi: one function fragment, args} or Aptos {function, typeArguments, functionArguments}',
});

/** Contract read: `data` is checked as EVM or Aptos data by the chain family of `caip2Id` (§14.10). */
export const bffReadContractBodySchema = strictObject({
  ...session,
  caip2Id: caip2Id(),
  data: bffContractReadData,
  ...clientCredentials,
}).check(
  z.superRefine((body, ctx) => {
    const result = contractReadSchema.safeParse({ caip2Id: body.caip2Id, data: body.data });
    if (!result.success)
      for (const issue of result.error.issues)
        if (issue.path[0] === 'data')
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['data'] });
  }),
);

// ---------------------------------------------------------------- intents (§18.4)
const intentCommon = {
  ...session,
  feePayerAddress: described(z.optional(address(VALIDATION.invalidFeePayer)), {
    description: 'Fee payer (default: the zero address)',
  }),
  ...clientCredentials,
};

/** The intent's fields are checked by the chain's rules (tokenTransferSchema: EVM hex or Solana base58). */
export const bffTokenTransferBodySchema = strictObject({
  caip2Id: caip2Id({ messages: CAIP2_TOKEN }),
  recipient: described(z.string({ error: VALIDATION.invalidRecipient }), {
    description: 'EVM: 0x address; Solana: base58 public key',
  }),
  token: described(z.string({ error: VALIDATION.tokenRequired }), {
    description: 'Token address ("" = native); on Solana "" (SOL) or the SPL mint',
  }),
  amount: described(z.union([z.number(), z.bigint(), z.string()], { error: VALIDATION.amountInteger }), {
    description: 'Smallest unit, as a decimal string',
  }),
  ...intentCommon,
}).check(
  z.superRefine((body, ctx) => {
    const { caip2Id, recipient, token, amount } = body;
    const result = z.safeParse(tokenTransferSchema(), { caip2Id, recipient, token, amount });
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }),
);

export const bffNftTransferBodySchema = strictObject({
  ...nftTransferSchema().shape,
  ...intentCommon,
}).check(
  ...nftTransferAddressChecks,
  z.refine((input) => input.nftType !== 'ERC721' || toBigIntOrUndefined(input.amount) === 1n, {
    message: VALIDATION.erc721Amount,
    path: ['amount'],
    when: (payload) => toBigIntOrUndefined((payload.value as { amount?: unknown })?.amount) !== undefined,
  }),
);

/** Beyond §18.4 (the demo's collection and mint pages call them): Aptos only, no estimate (§12.1 has no such type). */
export const bffNftCollectionBodySchema = strictObject({ ...nftCollectionSchema().shape, ...intentCommon });
export const bffNftMintBodySchema = strictObject({ ...nftMintSchema().shape, ...intentCommon });

/**
 * One EVM or Solana transaction (or a one-element array) for `eip155:` and `solana:`, Aptos transactions (one or
 * many) for `aptos:`.
 */
export const bffRawTransactionBodySchema = strictObject({
  caip2Id: caip2Id(),
  transaction: described(z.unknown(), {
    description:
      'EVM {from, to, data?, value?} for eip155 chains; Solana {signer, instructions: [{programId, data: number[], keys: [{pubkey, isSigner, isWritable}]}]} for solana chains; Aptos {function, typeArguments, functionArguments} or an array of them for aptos chains',
  }),
  ...intentCommon,
}).check(
  z.superRefine((body, ctx) => {
    for (const message of bffRawTransactionIssues(body.caip2Id, body.transaction))
      ctx.addIssue({ code: 'custom', message, path: ['transaction'] });
  }),
);

/** The 12-field unsigned operation (signature optional), described field by field for the docs. */
const userOpDoc = {
  type: 'object',
  required: USER_OP_FIELDS.map(([name]) => name),
  properties: Object.fromEntries([
    ...USER_OP_FIELDS.map(([name, pattern]) => [name, { type: 'string', pattern: pattern.source }]),
    ['signature', { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' }],
  ]),
};
const userOp = described(userOperationSchema, {
  description: 'ERC-4337 v0.7 user operation (12 fields)',
  ...userOpDoc,
});
const signedUserOp = described(signedUserOperationSchema, {
  description: 'Signed ERC-4337 v0.7 user operation (13 fields)',
  ...userOpDoc,
  required: [...userOpDoc.required, 'signature'],
});

export const bffUserOpBodySchema = strictObject({ userOp, ...session, ...clientCredentials });
export const bffSignedUserOpBodySchema = strictObject({
  userOp: signedUserOp,
  ...session,
  ...clientCredentials,
});

export const bffSignMessageBodySchema = strictObject({
  message: z
    .string({ error: VALIDATION.messageRequired })
    .check(
      z.minLength(1, VALIDATION.messageRequired),
      z.maxLength(INPUT_LIMITS.messageChars, VALIDATION.messageTooLong),
    ),
  ...session,
  ...clientCredentials,
});

/** Typed data as an object or as JSON text; text that is not a JSON object is `Invalid typed data`. */
export const bffSignTypedDataBodySchema = strictObject({
  data: described(
    z.union([z.string(), z.record(z.string(), z.unknown())], { error: VALIDATION.invalidTypedData }).check(
      z.superRefine((data, ctx) => {
        if (typeof data !== 'string') return;
        if (data.length > INPUT_LIMITS.messageChars)
          ctx.addIssue({ code: 'custom', message: VALIDATION.typedDataTooLong });
        else if (!isJsonObjectText(data))
          ctx.addIssue({ code: 'custom', message: VALIDATION.invalidTypedData });
      }),
    ),
    { description: 'EIP-712 {types, primaryType, domain, message}, as an object or JSON text' },
  ),
  ...session,
  ...clientCredentials,
});

function isJsonObjectText(text: string): boolean {
  try {
    return isJsonObject(JSON.parse(text));
  } catch {
    return false;
  }
}

export type BffTokenTransferBody = z.output<typeof bffTokenTransferBodySchema>;
export type BffNftTransferBody = z.output<typeof bffNftTransferBodySchema>;
export type BffRawTransactionBody = z.output<typeof bffRawTransactionBodySchema>;
export type BffNftCollectionBody = z.output<typeof bffNftCollectionBodySchema>;
export type BffNftMintBody = z.output<typeof bffNftMintBodySchema>;
