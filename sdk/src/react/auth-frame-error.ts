import { SatchelError } from '../errors/index.js';

/**
 * Rejection of the auth surfaces, in the SDK's error hierarchy: `message` (= `shortMessage`) is the protocol's
 * exact text (§16.1, spec §8 auth frame), `error` the underlying failure when there is one (the Google path's
 * `{message: "Authentication failed", error}`), `details` extra context.
 * @example
 * try {
 *   await authenticateWithModal(client);
 * } catch (error) {
 *   if (error instanceof AuthFrameError) console.warn(error.shortMessage, error.error);
 * }
 */
export class AuthFrameError extends SatchelError {
  override name = 'AuthFrameError';
  readonly error?: unknown;

  /** `code` is `AUTH_FRAME`, or `AUTH_CANCELED` when the user closed the modal (nothing to report). */
  constructor(message: string, options: { error?: unknown; details?: unknown; code?: string } = {}) {
    super(message, { details: options.details, cause: options.error, code: options.code ?? 'AUTH_FRAME' });
    if (options.error !== undefined) this.error = options.error;
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
