import { PlatformError } from '../errors/platform-error.js';

/** A JSON object body, else 400 BAD_REQUEST (docs/protocol.md §3.4); covers a POST sent without a JSON body. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new PlatformError('BAD_REQUEST');
  return body as Record<string, unknown>;
}
