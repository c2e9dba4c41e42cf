/**
 * The errorCode catalogue (docs/protocol.md §3.4): HTTP status and default message of every platform and BFF error.
 * The BFF's own (origin, idempotency, kept sessions: §18) are here too, so every code has one definition.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: 'Malformed request body' },
  VALIDATION_ERROR: { status: 400, message: 'Validation failed' },
  UNSUPPORTED_PROVIDER: { status: 400, message: 'Unsupported provider' },
  UNKNOWN_PAYMASTER: { status: 400, message: 'Unknown paymaster' },
  INVALID_CALL_DATA: { status: 400, message: 'Invalid call data' },
  UNSUPPORTED_INTENT_TYPE: { status: 400, message: 'Unsupported intent type' },
  INVALID_CHAIN_TYPE: { status: 400, message: 'Invalid Chain Type' },
  AUTH_REQUIRED: { status: 401, message: 'Authorization header missing' },
  INVALID_AUTH_TOKEN: { status: 401, message: 'Invalid authorization token' },
  AUTH_TOKEN_EXPIRED: { status: 401, message: 'Authorization token expired' },
  SESSION_NOT_FOUND: { status: 401, message: 'Session not found' },
  SESSION_EXPIRED: { status: 401, message: 'Session expired' },
  UNKNOWN_CLIENT: { status: 401, message: 'Unknown client' },
  INVALID_ID_TOKEN: { status: 401, message: 'Invalid id token' },
  INVALID_SIGNATURE: { status: 401, message: 'Invalid signature' },
  INVALID_PAYMASTER_DATA: { status: 401, message: 'Invalid paymaster data' },
  PAYMASTER_DATA_EXPIRED: { status: 401, message: 'Paymaster data expired or not yet valid' },
  REQUEST_EXPIRED: { status: 401, message: 'Request timestamp outside the allowed window' },
  OTP_INVALID: { status: 401, message: 'Invalid OTP' },
  OTP_EXPIRED: { status: 401, message: 'OTP expired' },
  OTP_TOKEN_INVALID: { status: 401, message: 'Invalid or expired OTP token' },
  OTP_ATTEMPTS_EXCEEDED: { status: 401, message: 'Too many failed attempts' },
  IDENTITY_MISMATCH: { status: 403, message: 'Request does not match the session' },
  CHAIN_NOT_SUPPORTED: { status: 403, message: 'Chain Not Supported' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'The request must come from the configured CLIENT_ORIGIN' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  REPLAYED_REQUEST: { status: 409, message: 'Request already used' },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: 'A request with this Idempotency-Key is still in progress',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Payload too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Content-Type must be application/json' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Idempotency-Key was already used with a different request',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: 'Upstream unavailable' },
  IDEMPOTENCY_UNAVAILABLE: { status: 503, message: 'Idempotency records are unavailable, retry later' },
  SESSIONS_UNAVAILABLE: { status: 503, message: 'Kept sessions are unavailable, retry later' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
