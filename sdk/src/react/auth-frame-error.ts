/**
 * Rejection of the auth surfaces: `{message}` as the protocol states it (§16.1), plus `error` (the underlying
 * failure, on the Google path) and `details`.
 */
export class AuthFrameError extends Error {
  override name = 'AuthFrameError';
  readonly shortMessage: string;
  readonly error?: unknown;
  readonly details?: unknown;

  constructor(message: string, options: { error?: unknown; details?: unknown } = {}) {
    super(message);
    this.shortMessage = message;
    if (options.error !== undefined) this.error = options.error;
    if (options.details !== undefined) this.details = options.details;
  }
}

/** The text of any thrown or returned failure (Errors, RpcError-like objects, strings). */
export function messageOf(failure: unknown, fallback: string): string {
  if (typeof failure === 'string' && failure) return failure;
  if (failure && typeof failure === 'object' && 'message' in failure) {
    const message = (failure as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
