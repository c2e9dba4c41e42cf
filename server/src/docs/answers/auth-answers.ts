// What `data` holds in the answers of api/auth/* (§18.2).
import { sessionConfigSchema } from '@satchel/shared';
import * as z from 'zod';
import { hex, named, uuid } from './answer-registry.js';

export const SessionConfig = named(
  'SessionConfig',
  'The session: send it as `sessionConfig` in the body of every explorer and intent route',
  z.object({
    sessionPrivKey: sessionConfigSchema.shape.sessionPrivKey,
    sessionPubKey: sessionConfigSchema.shape.sessionPubKey,
    userSWA: sessionConfigSchema.shape.userSWA,
  }),
);

export const OtpSent = named(
  'OtpSent',
  'The OTP was sent; `token` goes with the code to verify-otp (and resends)',
  z.looseObject({ status: z.string(), message: z.string(), code: z.int(), token: uuid, traceId: z.string() }),
);
export const OtpVerified = named(
  'OtpVerified',
  'The code was right; `authToken` logs in through api/auth/authenticate with provider `satchel`',
  z.looseObject({
    authToken: z.string(),
    message: z.string(),
    refreshAuthToken: z.string(),
    deviceToken: z.string(),
  }),
);
export const Authenticated = named(
  'Authenticated',
  'The login (§7.5); the session itself is `sessionConfig` beside `data`',
  z.looseObject({ userSWA: hex, nonce: hex, clientSWA: hex, sessionExpiry: z.int() }),
);
export const AppleTokens = named(
  'AppleTokens',
  "Apple's tokens; `id_token` logs in with provider `apple`",
  z.looseObject({ access_token: z.string(), id_token: z.string() }),
);
export const TwitterToken = named(
  'TwitterToken',
  "X's token; `access_token` logs in with provider `twitter`",
  z.looseObject({ access_token: z.string() }),
);
