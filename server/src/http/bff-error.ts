import { ERROR_CODES, type ErrorCode } from '@satchel/shared';

/** The error object of the BFF's error envelope (docs/protocol.md §3.3), camel-cased like every BFF answer. */
export interface ErrorObject {
  code: number;
  errorCode: string;
  message: string;
  details: string;
  traceId?: string;
  [key: string]: unknown;
}

/**
 * An answer the BFF sends as an error envelope. `error` is either built from the catalogue (§3.4) or a platform
 * error object passed through unchanged (§18.1: "a platform error → its status and error object unchanged").
 */
export class BffError extends Error {
  override name = 'BffError';
  readonly status: number;
  readonly error: ErrorObject;

  constructor(status: number, error: ErrorObject) {
    super(error.message);
    this.status = status;
    this.error = error;
  }

  /** An error of the catalogue with its status; `message` defaults to the catalogue's text. */
  static of(errorCode: ErrorCode, message?: string, details = ''): BffError {
    const { status } = ERROR_CODES[errorCode];
    return new BffError(status, {
      code: status,
      errorCode,
      message: message ?? ERROR_CODES[errorCode].message,
      details,
    });
  }
}
