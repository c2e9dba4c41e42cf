import * as z from 'zod/mini';
import { ENVIRONMENT_NAMES, PLATFORM_NAMES } from '../constants/environments.js';
import { LOG_LEVELS } from '../constants/log-levels.js';
import { VALIDATION } from '../messages.js';
import { privateKeyString } from './bounds.js';
import { HEX_ADDRESS, patternString, UNCOMPRESSED_PUBLIC_KEY } from './common.js';
import { urlString } from './format-checks.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

const environmentSchema = z.enum(ENVIRONMENT_NAMES, { error: VALIDATION.invalidEnvironment });
const platformSchema = z.enum(PLATFORM_NAMES, { error: VALIDATION.invalidPlatform });
/** `0x` + 64 hex (§15.1) and a secp256k1 scalar, 0 < key < n. */
export const clientPrivateKeySchema = privateKeyString(
  VALIDATION.invalidClientPrivateKey,
  VALIDATION.invalidClientPrivateKeyScalar,
);
export const clientSWASchema = patternString(HEX_ADDRESS, VALIDATION.invalidClientSWA);
// In the client config, an undefined clientSWA (an unset environment variable) is named as missing.
const configClientSWA = z
  .string({
    error: (issue) => (issue.input === undefined ? VALIDATION.clientSWAMissing : VALIDATION.invalidClientSWA),
  })
  .check(z.regex(HEX_ADDRESS, VALIDATION.invalidClientSWA));

/** SDK client configuration (spec §3, docs/protocol.md §2.2). Extra keys (fetch, clientSigner…) are the SDK's business. */
export const clientConfigSchema = z.object({
  environment: z._default(environmentSchema, 'production'),
  platform: z._default(platformSchema, 'satchel'),
  // Optional here: the SDK takes it or a `clientSigner` (an object, checked by the SDK), exactly one of the two.
  clientPrivateKey: z.optional(clientPrivateKeySchema),
  clientSWA: configClientSWA,
  platformUrl: z.optional(urlString()),
  googleAuthUrl: z.optional(urlString()),
  googleClientId: z.optional(z.string().check(z.minLength(1))),
  logLevel: z.optional(z.enum(LOG_LEVELS, { error: VALIDATION.invalidLogLevel })),
});
/** The session an SDK holds (§5.1), key order `{sessionPrivKey, sessionPubKey, userSWA}`. */
export const sessionConfigSchema = z.object({
  sessionPrivKey: privateKeyString(VALIDATION.invalidSessionPrivKey, VALIDATION.invalidSessionPrivKeyScalar),
  sessionPubKey: patternString(UNCOMPRESSED_PUBLIC_KEY, VALIDATION.invalidSessionPubKey),
  userSWA: patternString(HEX_ADDRESS, VALIDATION.invalidEthereumAddress),
});
export type SessionConfig = z.output<typeof sessionConfigSchema>;

/**
 * A client public key where one is accepted: compressed, `0x` + 66 hex (§5.2). This and the schema below are built
 * in pure closures so that a bundle which never uses them (the SDK's) can drop them.
 */
export const clientPublicKeySchema = /* @__PURE__ */ (() =>
  patternString(/^0x[0-9a-fA-F]{66}$/, VALIDATION.invalidClientPublicKey))();
/** Any other address field: `0x` + 40 hex. */
export const ethereumAddressSchema = /* @__PURE__ */ (() =>
  patternString(HEX_ADDRESS, VALIDATION.invalidEthereumAddress))();
