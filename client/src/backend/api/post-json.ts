import { SDK, fmt } from '@satchel/shared';
import { maskSecrets, type RequestLog } from '@satchel/sdk';
import { maskForLog } from './mask-for-log.js';

/** An error answered by the BFF: the message of its error envelope, and the whole body for whoever needs it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface Envelope {
  status?: string;
  data?: unknown;
  error?: { message?: string; details?: string };
  [key: string]: unknown;
}

/** The message to show for an error envelope: `message` plus `details` when they add something. */
function errorMessage(body: Envelope, status: number): string {
  const message = body.error?.message ?? fmt.httpStatus(status);
  const details = body.error?.details;
  return details && !message.includes(details) ? `${message}: ${details}` : message;
}

/**
 * POSTs JSON to the BFF and reads the body on every status (spec §7): a success envelope resolves to the whole
 * body, an error envelope or a non-JSON answer rejects with an ApiError. Both directions go to the request log.
 */
export async function postJson(
  log: RequestLog,
  url: string,
  body: unknown,
  {
    withCookie = false,
    headers: extra = {},
  }: { withCookie?: boolean; headers?: Record<string, string> } = {},
): Promise<Envelope> {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', ...extra };
  const id = log.record({ method: 'POST', url, headers: maskSecrets(headers), body: maskForLog(body) });
  let response: Response;
  try {
    // withCookie: the BFF's session cookie goes along (it is HttpOnly: this page never reads it).
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      ...(withCookie && { credentials: 'include' as const }),
    });
  } catch {
    log.respond(id, { status: 0, body: SDK.networkError });
    throw new ApiError(SDK.networkError, 0, undefined);
  }
  const text = await response.text();
  let parsed: Envelope | undefined;
  try {
    parsed = text ? (JSON.parse(text) as Envelope) : undefined;
  } catch {
    parsed = undefined;
  }
  log.respond(id, { status: response.status, body: maskForLog(parsed ?? text) });
  if (!parsed || typeof parsed !== 'object')
    throw new ApiError(fmt.httpStatus(response.status), response.status, text);
  if (!response.ok || parsed.status === 'error')
    throw new ApiError(errorMessage(parsed, response.status), response.status, parsed);
  return parsed;
}
