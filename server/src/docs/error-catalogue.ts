import { ERROR_CODES, type ErrorCode } from '@satchel/shared';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.js';
import { REDIS_ANSWER_MS } from '../shared-state/redis-client.js';

export interface ErrorEntry {
  errorCode: string;
  status: number;
  /** The default `message` (a route may send a more precise one). */
  message: string;
  meaning: string;
  fix: string;
}

/** How long the BFF waits for a Redis answer, as the catalogue says it. */
const SILENT = `${REDIS_ANSWER_MS / 1000} s`;

const PLATFORM_AND_BFF: Record<ErrorCode, { meaning: string; fix: string }> = {
  BAD_REQUEST: {
    meaning: 'The body is not a JSON object (or not parseable JSON).',
    fix: 'Send one JSON object as the body.',
  },
  VALIDATION_ERROR: {
    meaning: 'A field is missing or malformed; `message` is `Validation failed: …` naming each field.',
    fix: 'Correct the fields the message names (see the route’s request schema).',
  },
  UNSUPPORTED_PROVIDER: {
    meaning: 'The login `provider` is not one of google, satchel, client_jwt, jwt, apple, twitter.',
    fix: 'Use one of the six providers.',
  },
  UNKNOWN_PAYMASTER: {
    meaning: 'The user operation names a paymaster the platform does not run.',
    fix: 'Build the operation with createUserOp or estimate rather than by hand.',
  },
  INVALID_CALL_DATA: {
    meaning: 'The operation’s callData is not an intent the platform can decode.',
    fix: 'Build the operation with createUserOp or estimate.',
  },
  UNSUPPORTED_INTENT_TYPE: {
    meaning: 'The platform does not handle this intent on this chain (e.g. no estimate for it).',
    fix: 'Use the route without /estimate, or a chain that supports the intent.',
  },
  INVALID_CHAIN_TYPE: {
    meaning: '`caip2Id` is of a chain family the route does not take.',
    fix: 'Use an eip155:, aptos: or solana: caip2Id from api/explorer/chains.',
  },
  AUTH_REQUIRED: {
    meaning: 'No session: `sessionConfig` is missing or incomplete (`Session keys are not set`).',
    fix: 'Log in (api/auth/authenticate) and send its `sessionConfig` in the body.',
  },
  INVALID_AUTH_TOKEN: {
    meaning: 'The platform refused the token the request was signed with.',
    fix: 'Log in again.',
  },
  AUTH_TOKEN_EXPIRED: { meaning: 'The session’s token has expired.', fix: 'Log in again.' },
  SESSION_NOT_FOUND: {
    meaning: 'The platform has no such session (never made, or the platform was reset).',
    fix: 'Log in again and use the new `sessionConfig`.',
  },
  SESSION_EXPIRED: { meaning: 'The session has expired.', fix: 'Log in again.' },
  UNKNOWN_CLIENT: {
    meaning: 'The client smart wallet (client_swa) is not registered with the platform.',
    fix: 'Check the BFF’s CLIENT_SWA and CLIENT_PRIVATE_KEY (or the body’s client_swa on a sandbox server).',
  },
  INVALID_ID_TOKEN: {
    meaning: 'The provider token given to api/auth/authenticate is invalid or expired.',
    fix: 'Get a fresh token from the provider (or a fresh authToken from verify-otp).',
  },
  INVALID_SIGNATURE: {
    meaning: 'A signature did not verify (client key, session key or user operation).',
    fix: 'Check that CLIENT_PRIVATE_KEY belongs to CLIENT_SWA and that the session keys are the pair login gave.',
  },
  INVALID_PAYMASTER_DATA: {
    meaning: 'The operation’s paymasterData was not signed by this client.',
    fix: 'Build the operation with createUserOp or estimate.',
  },
  PAYMASTER_DATA_EXPIRED: {
    meaning: 'The operation’s paymaster data is outside its validity window.',
    fix: 'Build a new operation and sign and execute it promptly.',
  },
  REQUEST_EXPIRED: {
    meaning: 'The request’s timestamp is outside the platform’s window.',
    fix: 'Check the clock of the machine running the BFF.',
  },
  OTP_INVALID: { meaning: 'The code is wrong.', fix: 'Send the 6 digits received (check for typos).' },
  OTP_EXPIRED: { meaning: 'The code has expired.', fix: 'Request a new code (otp route, with the token).' },
  OTP_TOKEN_INVALID: {
    meaning: 'The OTP token is unknown or expired.',
    fix: 'Request a new code and use the token of that answer.',
  },
  OTP_ATTEMPTS_EXCEEDED: {
    meaning: 'Too many wrong codes for this token.',
    fix: 'Request a new code.',
  },
  IDENTITY_MISMATCH: {
    meaning: 'The request does not match the session (another user’s wallet, sender or signer).',
    fix: 'Use the addresses of the logged-in user (api/explorer/account).',
  },
  CHAIN_NOT_SUPPORTED: {
    meaning: 'The chain is not whitelisted for this client.',
    fix: 'Pick a caip2Id from api/explorer/chains.',
  },
  ORIGIN_NOT_ALLOWED: {
    meaning:
      'A browser request from an origin other than CLIENT_ORIGIN rides on the session cookie (or asks for one), ' +
      'or asks api/auth/client-sign to sign.',
    fix: 'Call the BFF from the configured CLIENT_ORIGIN; from a server, send `sessionConfig` in the body instead of the cookie.',
  },
  NOT_FOUND: {
    meaning: 'No such route.',
    fix: 'Check the path against this document (every route is under /api/).',
  },
  METHOD_NOT_ALLOWED: {
    meaning: 'The route exists but not for this HTTP method.',
    fix: 'Use the method the `Allow` header names (POST for every /api/ route).',
  },
  REPLAYED_REQUEST: {
    meaning: 'The platform has already seen this exact request (replay protection).',
    fix: 'Build a new request (a new operation or a new login) rather than resending an old one.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    meaning: `A request with this ${IDEMPOTENCY_HEADER} is still running.`,
    fix: 'Wait `Retry-After` seconds and retry with the same key and body: you get its answer.',
  },
  PAYLOAD_TOO_LARGE: {
    meaning: 'The body is over the limit (1 MiB by default).',
    fix: 'Send a smaller body.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    meaning: 'The body was not sent as JSON.',
    fix: 'Send the header `Content-Type: application/json` with a JSON body.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    meaning: `This ${IDEMPOTENCY_HEADER} was used with a different body.`,
    fix: 'Use a new key for a new request; reuse a key only to retry the same request.',
  },
  RATE_LIMITED: {
    meaning: 'Too many auth requests from this address.',
    fix: 'Wait the seconds `Retry-After` gives, then retry.',
  },
  INTERNAL_ERROR: {
    meaning: 'An unexpected failure; nothing about it is echoed.',
    fix: 'Retry; if it persists, report the `traceId` (it is in the BFF’s log).',
  },
  UPSTREAM_UNAVAILABLE: {
    meaning: 'The platform (or the OAuth provider) could not be reached or did not answer JSON.',
    fix: 'Check PLATFORM_URL and that the platform is up, then retry.',
  },
  IDEMPOTENCY_UNAVAILABLE: {
    meaning: `An ${IDEMPOTENCY_HEADER} was sent and the shared store (Redis) is unreachable or has not answered for ${SILENT}.`,
    fix: 'Retry after `Retry-After`; nothing was executed.',
  },
  SESSIONS_UNAVAILABLE: {
    meaning: `The request uses the session cookie and the shared store (Redis) is unreachable or has not answered for ${SILENT}.`,
    fix: 'Retry after a moment; nothing was executed.',
  },
};

/** Every errorCode the BFF answers, by status then name: its meaning and what to do. */
export const ERROR_CATALOGUE: readonly ErrorEntry[] = Object.entries(PLATFORM_AND_BFF)
  .map(([errorCode, entry]) => ({
    errorCode,
    status: ERROR_CODES[errorCode as ErrorCode].status,
    message: ERROR_CODES[errorCode as ErrorCode].message,
    ...entry,
  }))
  .sort((a, b) => a.status - b.status || a.errorCode.localeCompare(b.errorCode));

/** docs/errors.md: the catalogue as a Markdown table (a test keeps the committed file equal to it). */
export function errorsMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = ERROR_CATALOGUE.map(
    (e) => `| ${e.status} | \`${e.errorCode}\` | ${cell(e.message)} | ${cell(e.meaning)} | ${cell(e.fix)} |`,
  );
  return [
    '# Error codes',
    '',
    'Every failure of the BFF (and of the platform, whose errors the BFF passes on unchanged) is the envelope',
    '`{"status":"error","error":{code, errorCode, message, details, traceId}}`: `code` is the HTTP status,',
    '`errorCode` one of the codes below, `message` the default text or a more precise one, and `traceId` the id in',
    'the server’s log (also the `X-Trace-Id` header). Generated from `server/src/docs/error-catalogue.ts`.',
    '',
    '| status | errorCode | default message | meaning | what to do |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
