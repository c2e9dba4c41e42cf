import { SDK, fmt } from '@satchel/shared';
import { checkInput } from '../errors/check-input.js';
import { HttpError } from '../errors/index.js';
import { consoleLogger, maskHeaders, maskSecrets } from '../logging/index.js';
import type { CallMessages, TransportConfig } from './types.js';

/** The raw answer of one exchange. */
export interface RawResponse {
  status: number;
  text: string;
  /** The parsed body, or `undefined` when it is not JSON. */
  json: unknown;
  /** A `Retry-After` of whole seconds (§3.3, on a 429), when the answer had one. */
  retryAfter?: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request with the runtime's (or the injected) `fetch`: JSON headers, optional bearer, a timeout, and
 * masked recording in the request log and, at the client's log level, the console. Network failures and timeouts become `HttpError`s carrying
 * the call's message with `{error}` = `Network error` (docs/protocol.md §3.7).
 */
export async function sendRequest(
  config: TransportConfig,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown; bearer?: string | undefined },
  messages: CallMessages,
): Promise<RawResponse> {
  const url = `${config.baseUrl}${request.path}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (request.bearer !== undefined) headers.Authorization = `Bearer ${request.bearer}`;
  // A body JSON cannot encode (a bigint, a cycle) is bad input, refused before anything is sent.
  const bodyText = checkInput(() =>
    request.body === undefined || typeof request.body === 'string'
      ? request.body
      : JSON.stringify(request.body),
  );

  const logged = {
    method: request.method,
    url,
    headers: maskHeaders(headers),
    body: bodyText === undefined ? undefined : maskSecrets(parseJson(bodyText) ?? bodyText),
  };
  const id = config.requestLog.record(logged);
  const level = config.logLevel();
  consoleLogger.request(level, logged);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await config.fetch(url, {
      method: request.method,
      headers,
      ...(bodyText === undefined ? {} : { body: bodyText }),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (cause) {
    const kind = timedOut ? 'timeout' : 'network';
    consoleLogger.failure(
      level,
      logged,
      timedOut ? `timeout after ${config.timeoutMs} ms` : SDK.networkError,
    );
    throw new HttpError(messages.failed(SDK.networkError), { kind, details: { httpStatus: null }, cause });
  } finally {
    clearTimeout(timer);
  }

  const json = parseJson(text);
  const loggedBody = json === undefined ? text : maskSecrets(json);
  config.requestLog.respond(id, { status: response.status, body: loggedBody });
  consoleLogger.response(level, logged, response, loggedBody);
  const retryAfter = response.headers.get('retry-after') ?? '';
  return /^\d{1,10}$/.test(retryAfter)
    ? { status: response.status, text, json, retryAfter: Number(retryAfter) }
    : { status: response.status, text, json };
}

/** `HTTP <status>` text of a non-JSON answer. */
export const httpStatusText = (status: number) => fmt.httpStatus(status);
