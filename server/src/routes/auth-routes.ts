import {
  bffAuthenticateBodySchema,
  bffEmailOtpBodySchema,
  bffLogoutBodySchema,
  bffEmailVerifyOtpBodySchema,
  bffWhatsAppOtpBodySchema,
  bffWhatsAppVerifyOtpBodySchema,
} from '@satchel/shared/bff';
import { authenticateWithSdk, logoutWithSdk, sendOtpWithSdk, verifyOtpWithSdk } from '../sdk/auth-calls.js';
import { EXAMPLE_UUID } from './examples.js';
import { Reply, defineRoute } from '../http/route.js';

const EMAIL = 'ada@example.com';
const PHONE = '98765-43210';
const TOKEN = EXAMPLE_UUID;
const OTP = '123456';

export const emailOtpRoute = defineRoute({
  path: '/api/auth/email/otp',
  group: 'auth',
  summary: 'Send an email OTP (or resend it with the previous token)',
  body: bffEmailOtpBodySchema,
  session: false,
  answer: '{status, message, code, token, traceId}',
  example: { email: EMAIL },
  handle: ({ body, client }) => sendOtpWithSdk(client, body.email, 'email', body.token),
});

export const emailVerifyOtpRoute = defineRoute({
  path: '/api/auth/email/verify-otp',
  group: 'auth',
  summary: 'Verify an email OTP; the authToken logs in with provider "satchel"',
  body: bffEmailVerifyOtpBodySchema,
  session: false,
  answer: '{authToken, message, refreshAuthToken, deviceToken}',
  example: { email: EMAIL, otp: OTP, token: TOKEN },
  handle: ({ body, client }) => verifyOtpWithSdk(client, body.email, body.otp, body.token, 'email'),
});

export const whatsAppOtpRoute = defineRoute({
  path: '/api/auth/whatsapp/otp',
  group: 'auth',
  summary: 'Send a WhatsApp OTP (or resend it with the previous token)',
  body: bffWhatsAppOtpBodySchema,
  session: false,
  answer: '{status, message, code, token, traceId}',
  example: { whatsapp_number: PHONE, country_short_name: 'IN' },
  handle: ({ body, client }) => sendOtpWithSdk(client, body.whatsapp_number, 'whatsapp', body.token),
});

export const whatsAppVerifyOtpRoute = defineRoute({
  path: '/api/auth/whatsapp/verify-otp',
  group: 'auth',
  summary: 'Verify a WhatsApp OTP; the authToken logs in with provider "satchel"',
  body: bffWhatsAppVerifyOtpBodySchema,
  session: false,
  answer: '{authToken, message, refreshAuthToken, deviceToken}',
  example: {
    whatsapp_number: PHONE,
    country_short_name: 'IN',
    otp: OTP,
    token: TOKEN,
  },
  handle: ({ body, client }) =>
    verifyOtpWithSdk(client, body.whatsapp_number, body.otp, body.token, 'whatsapp'),
});

export const authenticateRoute = defineRoute({
  path: '/api/auth/authenticate',
  group: 'auth',
  summary:
    'Log in with a provider token; answers the session to send as sessionConfig, or keeps it behind a cookie',
  body: bffAuthenticateBodySchema,
  session: false,
  cookie: 'opens',
  answer:
    '{userSWA, nonce, clientSWA, sessionExpiry}, plus top-level sessionConfig {sessionPrivKey, sessionPubKey, userSWA}; ' +
    'with the header `Satchel-Session: cookie`, a session cookie and top-level sessionCookie {sessionPubKey, userSWA} instead',
  example: {
    idToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJlbWFpbDphZGFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl',
    provider: 'satchel',
  },
  async handle({ body, client }) {
    const { data, sessionConfig } = await authenticateWithSdk(client, body.idToken, body.provider);
    return new Reply(data, { sessionConfig });
  },
});

export const logoutRoute = defineRoute({
  path: '/api/auth/logout',
  group: 'auth',
  summary:
    'Log out: end the session on the platform, forget the session kept for the cookie on every instance, clear the cookie',
  description:
    'Ends on the platform (docs/protocol.md §6.3: its bearer refused from then on, its key removed from the account ' +
    'on chain) the cookie’s session and the body’s `sessionConfig` when one is given (curl, Postman), then forgets ' +
    'the cookie’s session whatever the platform answered. A platform without logout (404) or unreachable does not ' +
    'fail the logout: `sessionEnded` is false, the session ends at its expiry, and the BFF logs a warning.',
  body: bffLogoutBodySchema,
  session: false,
  cookie: 'ends',
  answer:
    '{loggedOut, sessionEnded}: loggedOut true when a kept session was forgotten, false when the request had no ' +
    'session cookie; sessionEnded true when the platform ended every session named (now or before), false when ' +
    'none was named or the platform did not (no logout route there, or unreachable): it ends at its expiry',
  example: {},
  async handle({ body, client, endSession, logger }) {
    // The body's session is checked (its key pair) before the cookie's is forgotten.
    const named = body.sessionConfig ? [await client(body.sessionConfig)] : [];
    const cookie = await endSession();
    const kept = cookie.session;
    const same = kept?.sessionPubKey.toLowerCase() === body.sessionConfig?.sessionPubKey.toLowerCase();
    if (kept && !same) named.push(await client(kept));
    return { loggedOut: cookie.loggedOut, sessionEnded: await logoutWithSdk(named, logger) };
  },
});
