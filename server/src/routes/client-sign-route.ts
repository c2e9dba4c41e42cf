import {
  DEMO_CLIENT,
  OTP,
  OTP_DATA_KEYS,
  otpBodySchema,
  SIGNED_LIFETIMES,
  strictObject,
  validate,
  type OtpCall,
} from '@satchel/shared';
import { clientSignerFromKey, clientSignMessage, type ClientSignPayload } from '@satchel/sdk';
import * as z from 'zod/mini';
import { BffError } from '../http/bff-error.js';
import { EXAMPLE_UUID } from './examples.js';
import { defineRoute } from '../http/route.js';

export const CLIENT_SIGN_PATH = '/api/auth/client-sign';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// One strict object (the OpenAPI document describes bodies as objects); each kind's fields are required below.
const clientSignBodySchema = strictObject({
  kind: z.enum(['otp', 'session', 'paymaster'], {
    error: 'kind must be otp, session or paymaster: only the protocol payloads are signed',
  }),
  data: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  sessionAddress: z.optional(z.string().check(z.regex(ADDRESS))),
  nonce: z.optional(z.string().check(z.maxLength(66))),
  clientSWA: z.optional(z.string().check(z.regex(ADDRESS))),
  validUntil: z.optional(z.int().check(z.nonnegative())),
  validAfter: z.optional(z.int().check(z.nonnegative())),
});

const FIELDS = {
  otp: ['data'],
  session: ['sessionAddress'],
  paymaster: ['nonce', 'clientSWA', 'validUntil', 'validAfter'],
} as const;

const refuse = (reason: string) => BffError.of('VALIDATION_ERROR', `Validation failed: ${reason}`);
const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** An OTP request's data (§8.1): one of the six rows, keys in their signed order, for this server's client, fresh. */
function checkOtp(data: Record<string, string | number>, clientSWA: string, nowMs: number): void {
  const keys = Object.keys(data).join(',');
  const call = (Object.keys(OTP_DATA_KEYS) as OtpCall[]).find(
    (name) => OTP_DATA_KEYS[name].join(',') === keys,
  );
  if (!call) throw refuse('data is not an OTP request of docs/protocol.md §8.1 (keys in their signed order)');
  const shape = validate(otpBodySchema(call), {
    data,
    client_signature: `0x${'0'.repeat(130)}`,
    type: 'ethsign',
  });
  if (!shape.success) throw BffError.of('VALIDATION_ERROR', shape.message);
  if (!sameAddress(data.client_swa, clientSWA)) throw refuse(`client_swa is not this server's client`);
  if (Math.abs(nowMs - Number(data.timestamp)) > OTP.timestampWindowMs) throw BffError.of('REQUEST_EXPIRED');
}

/** Paymaster data (§9.4) for this server's client, valid now and for no longer than the protocol's window. */
function checkPaymaster(
  payload: { clientSWA: string; validUntil: number; validAfter: number },
  clientSWA: string,
  nowMs: number,
) {
  if (!sameAddress(payload.clientSWA, clientSWA)) throw refuse(`clientSWA is not this server's client`);
  const now = Math.floor(nowMs / 1000);
  const skew = 60;
  if (payload.validUntil <= now || payload.validAfter > now + skew)
    throw BffError.of('PAYMASTER_DATA_EXPIRED', 'Paymaster data expired or not yet valid');
  if (payload.validUntil - now > SIGNED_LIFETIMES.paymasterValiditySeconds + skew)
    throw BffError.of(
      'PAYMASTER_DATA_EXPIRED',
      `Paymaster data validity longer than ${SIGNED_LIFETIMES.paymasterValiditySeconds} s`,
    );
}

/**
 * The client key's signature of one of the protocol's own payloads (docs/protocol.md §18.6), for browser apps in
 * sdk mode that must not hold the key: checked first, never an arbitrary message. Limits: per IP (api/auth/*), per
 * contact for OTP requests (otp-contact-limit.ts); the origin check: allowed-origin.ts.
 */
export const clientSignRoute = defineRoute({
  path: CLIENT_SIGN_PATH,
  group: 'auth',
  summary: "Sign an OTP request, a session authorization or paymaster data with the server's client key",
  description:
    'Signs only the protocol’s own payloads, each checked first (docs/protocol.md §18.6); anything else is a 400. ' +
    'Limited per IP (api/auth/*) and, for OTP requests, per contact (5 per 600 s, 429 `RATE_LIMITED`). A browser ' +
    'request must come from `CLIENT_ORIGIN` (its `Origin`, or `Sec-Fetch-Site`/`Referer`), else 403 ' +
    '`ORIGIN_NOT_ALLOWED`; a request showing none of them (no browser) is answered.',
  body: clientSignBodySchema,
  session: false,
  answer: '{signature}',
  example: { kind: 'session', sessionAddress: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2' },
  examples: {
    otp: {
      kind: 'otp',
      data: { email: 'ada@example.com', client_swa: DEMO_CLIENT.clientSWA, timestamp: 1767225600600 },
    },
    paymaster: {
      kind: 'paymaster',
      nonce: EXAMPLE_UUID,
      clientSWA: DEMO_CLIENT.clientSWA,
      validUntil: 1767247200,
      validAfter: 0,
    },
  },
  async handle({ body, config }) {
    const nowMs = Date.now();
    const missing = FIELDS[body.kind].filter((field) => body[field] === undefined);
    if (missing.length) throw refuse(`a ${body.kind} payload needs ${FIELDS[body.kind].join(', ')}`);
    const other = Object.keys(body).filter(
      (key) => key !== 'kind' && !(FIELDS[body.kind] as readonly string[]).includes(key),
    );
    if (other.length) throw refuse(`a ${body.kind} payload has no ${other.join(', ')}`);
    if (body.kind === 'otp') checkOtp(body.data!, config.clientSWA, nowMs);
    if (body.kind === 'paymaster') checkPaymaster(body as Required<typeof body>, config.clientSWA, nowMs);
    let message;
    try {
      message = clientSignMessage(body as ClientSignPayload);
    } catch (error) {
      throw refuse(error instanceof Error ? error.message : 'payload cannot be encoded');
    }
    const signer = clientSignerFromKey(config.clientPrivateKey as `0x${string}`);
    return { signature: await signer.signMessage({ message }) };
  },
});
