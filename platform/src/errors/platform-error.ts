import { ERROR_CODES, type ErrorCode } from '@satchel/shared';

/**
 * An error the platform answers with the error envelope (docs/protocol.md §3.3): status and default message from the
 * errorCode catalogue, `details` a string. Thrown anywhere in a handler; the error middleware renders it.
 */
export class PlatformError extends Error {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly details: string;
  readonly headers: Record<string, string>;

  constructor(
    errorCode: ErrorCode,
    options: { message?: string; details?: string; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? ERROR_CODES[errorCode].message);
    this.name = 'PlatformError';
    this.errorCode = errorCode;
    this.status = ERROR_CODES[errorCode].status;
    this.details = options.details ?? '';
    this.headers = options.headers ?? {};
  }
}
