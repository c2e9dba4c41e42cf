import { toCamelCase } from '@satchel/shared';
import type { ErrorObject } from '../http/http-error.js';

/** How the last platform exchange of a request failed, if it did. */
export type UpstreamFailure =
  | { kind: 'unreachable' }
  | { kind: 'invalid-response'; status: number }
  | { kind: 'error'; status: number; error: ErrorObject; retryAfter?: string };

/**
 * Watches the SDK's platform exchanges for one request. The SDK turns failures into its own messages (and its
 * public explorer functions into wrapper texts), so the BFF keeps the platform's own status and error object here
 * to answer them unchanged (§18.1), and tells an unreachable or non-JSON platform (502) from everything else.
 */
export class UpstreamRecorder {
  last: UpstreamFailure | undefined;

  constructor(
    private readonly timeoutMs: number,
    private readonly base: typeof fetch = globalThis.fetch,
  ) {}

  /** A `fetch` for the SDK that records failures; successes pass through untouched (no extra parsing). */
  readonly fetch: typeof fetch = async (input, init) => {
    let response: Response;
    try {
      const signal = init?.signal ?? AbortSignal.timeout(this.timeoutMs);
      response = await this.base(input, { ...init, signal });
    } catch (error) {
      this.last = { kind: 'unreachable' };
      throw error;
    }
    const json = (response.headers.get('content-type') ?? '').includes('application/json');
    if (response.ok && json) {
      this.last = undefined;
      return response;
    }
    this.last = await this.inspect(response.clone(), json);
    return response;
  };

  private async inspect(response: Response, json: boolean): Promise<UpstreamFailure | undefined> {
    if (!json) return { kind: 'invalid-response', status: response.status };
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      return { kind: 'invalid-response', status: response.status };
    }
    const error = (toCamelCase(body) as { status?: unknown; error?: unknown })?.error as
      ErrorObject | undefined;
    if (error && typeof error === 'object' && typeof error.errorCode === 'string') {
      // A 429's `Retry-After` (§3.3) goes on with the error; only whole seconds are ever put in a header.
      const retryAfter = response.headers.get('retry-after') ?? '';
      return /^\d{1,10}$/.test(retryAfter)
        ? { kind: 'error', status: response.status, error, retryAfter }
        : { kind: 'error', status: response.status, error };
    }
    return { kind: 'invalid-response', status: response.status };
  }
}
