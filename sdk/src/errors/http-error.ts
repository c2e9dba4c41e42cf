import { SatchelError } from './base-error.js';

/** How a platform call failed (PROTOCOL §3.7). */
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

/**
 * A platform call that failed: `shortMessage` is the call's message of PROTOCOL §4 (with `{error}` filled in),
 * `code` the platform's `errorCode` (or the kind in upper case), `status` the HTTP status when there was one.
 */
export class HttpError extends SatchelError {
  override name = 'HttpError';
  readonly kind: HttpFailureKind;
  readonly status: number | undefined;

  constructor(
    shortMessage: string,
    options: {
      kind: HttpFailureKind;
      status?: number | undefined;
      details: unknown;
      code?: string;
      cause?: unknown;
    },
  ) {
    super(shortMessage, {
      details: options.details,
      code: options.code ?? options.kind.toUpperCase().replace('-', '_'),
      cause: options.cause,
    });
    this.kind = options.kind;
    this.status = options.status;
  }
}
