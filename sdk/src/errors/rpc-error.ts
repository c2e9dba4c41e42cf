import { SatchelError } from './base-error.js';
import type { HttpError, HttpFailureKind } from './http-error.js';

/**
 * JSON-RPC style codes of docs/protocol.md §3.7.
 * @example
 * const result = await client.signMessage('hello');
 * if (result instanceof RpcError && result.code === RPC_ERROR_CODES.unauthorized) client.sessionClear();
 */
export const RPC_ERROR_CODES = {
  invalidParams: -32602,
  unauthorized: -32003,
  methodNotFound: -32601,
  conflict: -32000,
  limitExceeded: -32005,
  internal: -32603,
  parse: -32700,
  unknown: -1,
} as const;

// §3.7's codes of the statuses below 500 it names; any other is RPC_ERROR_CODES.unknown.
const BY_STATUS: Partial<Record<number, number>> = {
  400: RPC_ERROR_CODES.invalidParams,
  401: RPC_ERROR_CODES.unauthorized,
  403: RPC_ERROR_CODES.unauthorized,
  404: RPC_ERROR_CODES.methodNotFound,
  409: RPC_ERROR_CODES.conflict,
  429: RPC_ERROR_CODES.limitExceeded,
};

/**
 * The §3.7 code of an HTTP failure: by status, then network/timeout/unparsable body.
 * @example
 * const code = rpcCodeOf(httpError); // e.g. -32003 for a 401
 */
export function rpcCodeOf(error: HttpError): number {
  const { status = 0, kind } = error;
  if (kind === 'network' || kind === 'timeout' || status >= 500) return RPC_ERROR_CODES.internal;
  if (kind === 'invalid-body') return RPC_ERROR_CODES.parse;
  return BY_STATUS[status] ?? RPC_ERROR_CODES.unknown;
}

/**
 * What login and signing RETURN (instead of throwing) when the platform or the transport fails (docs/protocol.md §3.7):
 * `{code, message, data}` with `data` = the platform's error object or `{httpStatus}`. It keeps the HTTP failure's
 * `kind`, `status` and `errorCode`, so a 401 reads the same here as from any read. `unwrap(result)` throws it.
 * @example
 * const result = await client.loginUsingEmail(email, otp, token);
 * if (result instanceof RpcError) console.warn(result.code, result.message);
 * else console.log('logged in as', result);
 */
export class RpcError extends SatchelError {
  override name = 'RpcError';
  declare code: number;
  declare readonly data: unknown;
  declare readonly kind: HttpFailureKind | undefined;

  constructor(
    message: string,
    options: {
      code: number;
      data?: unknown;
      cause?: unknown;
      kind?: HttpFailureKind;
      status?: number | undefined;
      errorCode?: string | undefined;
      retryAfter?: number | undefined;
    },
  ) {
    super(message, {
      code: options.code,
      details: options.data,
      cause: options.cause,
      status: options.status,
      errorCode: options.errorCode,
      retryAfter: options.retryAfter,
    });
    this.data = options.data;
    this.kind = options.kind;
  }

  /** The RpcError of a failed platform call, keeping its message, details and HTTP fields. */
  static fromHttpError(error: HttpError): RpcError {
    // The HTTP failure's kind, status, errorCode and retryAfter come along with it.
    return new RpcError(error.shortMessage, {
      ...error,
      code: rpcCodeOf(error),
      data: error.details,
      cause: error,
    });
  }
}
