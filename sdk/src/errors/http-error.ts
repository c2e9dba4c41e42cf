import { SatchelError } from './base-error.js';

/**
 * How a platform call failed (docs/protocol.md §3.7).
 * @example
 * const retryable = (kind: HttpFailureKind) => kind === 'network' || kind === 'timeout';
 */
export type HttpFailureKind =
  /** The platform answered the error envelope; `details` is its `error` object. */
  | 'platform'
  /** The body was not JSON (or not an envelope); `details` is `{httpStatus}`. */
  | 'invalid-body'
  /** Success envelope without the expected data. */
  | 'missing-data'
  /** No answer: connection refused, DNS, aborted. */
  | 'network'
  /** No answer within `timeoutMs`. */
  | 'timeout';

/** `code` of a failure without a platform `errorCode`: the kind in upper case (`INVALID_BODY`, `NETWORK`…). */
export const httpFailureCode = (kind: HttpFailureKind) => kind.toUpperCase().replace('-', '_');

/**
 * A platform call that failed: `shortMessage` is the call's message of docs/protocol.md §4 (with `{error}` filled in),
 * `code` the platform's `errorCode` (or the kind in upper case), `status` the HTTP status when there was one.
 * @example
 * try {
 *   await getPortfolio(client);
 * } catch (error) {
 *   if (error instanceof HttpError && error.status === 401) client.sessionClear();
 * }
 */
export class HttpError extends SatchelError {
  override name = 'HttpError';
  declare readonly kind: HttpFailureKind;

  constructor(
    shortMessage: string,
    options: {
      kind: HttpFailureKind;
      status?: number | undefined;
      details: unknown;
      /** The platform's `errorCode`; also the error's `code`. */
      code?: string | undefined;
      retryAfter?: number | undefined;
      metaMessages?: string[];
      cause?: unknown;
    },
  ) {
    super(shortMessage, {
      details: options.details,
      code: options.code ?? httpFailureCode(options.kind),
      metaMessages: options.metaMessages,
      cause: options.cause,
      status: options.status,
      errorCode: options.code,
      retryAfter: options.retryAfter,
    });
    this.kind = options.kind;
  }

  /**
   * The same failure under a public function's wrapper text (docs/protocol.md §4, e.g. `Unable to fetch supported
   * networks`): class, kind, status, code, errorCode and details are kept; the call's own message moves to
   * `metaMessages`, the original to `cause`.
   */
  static wrap(message: string, inner: HttpError): HttpError {
    // The inner failure's kind, status, details and retryAfter come along with it.
    return new HttpError(message, {
      ...inner,
      code: inner.errorCode,
      metaMessages: [inner.shortMessage, ...inner.metaMessages],
      cause: inner,
    });
  }
}
