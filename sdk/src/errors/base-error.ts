/**
 * Stable codes: the SDK's own (`VALIDATION_ERROR`, `NOT_LOGGED_IN`…), the platform's `errorCode` for its answers,
 * the failure kind otherwise (`NETWORK`, `TIMEOUT`…), and the numeric JSON-RPC code of an `RpcError` (§3.7).
 * @example
 * try {
 *   await getTokens(client);
 * } catch (error) {
 *   const code: SatchelErrorCode | undefined = error instanceof SatchelError ? error.code : undefined;
 * }
 */
export type SatchelErrorCode = string | number;

/**
 * The context a `SatchelError` carries besides its message.
 * @example
 * const options: SatchelErrorOptions = { code: 'MY_APP_ERROR', details: { step: 'checkout' } };
 * throw new SatchelError('Checkout failed', options);
 */
export interface SatchelErrorOptions {
  /** Structured context: the platform's error object, `{httpStatus}`, a chain id text… Never key material. */
  details?: unknown;
  /** Extra human lines, e.g. the inner failure a wrapper message replaced. */
  metaMessages?: string[];
  code?: SatchelErrorCode;
  cause?: unknown;
  /** HTTP status of the platform's answer, when there was one. */
  status?: number | undefined;
  /** The platform's `errorCode` (docs/protocol.md §3.4), when it answered an error envelope. */
  errorCode?: string | undefined;
  /** Seconds the platform asked to wait (`Retry-After` of a 429), when it said. */
  retryAfter?: number | undefined;
}

/**
 * Base of every SDK error (viem style): `shortMessage` is the spec's exact text and equals `message` (no trailing
 * newline); `details` and `metaMessages` say more without changing the text callers match on. `status` and
 * `errorCode` are set whenever the failure came from an HTTP exchange, whichever call or wrapper reports it, so
 * callers branch on them (or on `code`), never on the text.
 * @example
 * try {
 *   await tokenTransfer(client, input);
 * } catch (error) {
 *   if (error instanceof SatchelError) showToast(error.shortMessage, error.code);
 * }
 */
export class SatchelError extends Error {
  override name = 'SatchelError';
  // Declared, not defined: the constructor sets each (in this order), so minified bundles skip the field list.
  declare readonly shortMessage: string;
  declare readonly details: unknown;
  declare readonly metaMessages: string[];
  declare readonly status: number | undefined;
  declare readonly errorCode: string | undefined;
  declare readonly retryAfter: number | undefined;
  declare code: SatchelErrorCode;

  constructor(shortMessage: string, options: SatchelErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.metaMessages = options.metaMessages ?? [];
    this.status = options.status;
    this.errorCode = options.errorCode;
    this.retryAfter = options.retryAfter;
    this.code = options.code ?? 'SATCHEL_ERROR';
  }
}
