/** Error codes of the SDK's own failures (platform failures carry the platform's `errorCode`). */
export type SatchelErrorCode = string | number;

export interface SatchelErrorOptions {
  /** Structured context: the platform's error object, `{httpStatus}`, a chain id text… Never key material. */
  details?: unknown;
  /** Extra human lines, e.g. the inner failure a wrapper message replaced. */
  metaMessages?: string[];
  code?: SatchelErrorCode;
  cause?: unknown;
}

/**
 * Base of every SDK error (viem style): `shortMessage` is the spec's exact text and equals `message` (no trailing
 * newline); `details` and `metaMessages` say more without changing the text callers match on.
 */
export class SatchelError extends Error {
  override name = 'SatchelError';
  readonly shortMessage: string;
  readonly details: unknown;
  readonly metaMessages: string[];
  code: SatchelErrorCode;

  constructor(shortMessage: string, options: SatchelErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.metaMessages = options.metaMessages ?? [];
    this.code = options.code ?? 'SATCHEL_ERROR';
  }
}
