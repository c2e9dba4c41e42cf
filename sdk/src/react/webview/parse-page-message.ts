import { DEFAULT_WEBVIEW_METHOD, DEFAULT_WEBVIEW_REQUEST_ID, WEBVIEW_CHANNELS } from '@satchel/shared';

/**
 * `data` of a page request (§16.2); unknown keys are kept and echoed back in error responses.
 * @example
 * const data: PageRequestData = { type: 'email', email: 'ada@example.com' };
 */
export interface PageRequestData {
  type?: string;
  provider?: string;
  email?: string;
  whatsapp_number?: string;
  otp?: string;
  token?: string;
  [key: string]: unknown;
}

/**
 * A page → SDK request (§16.2), as `AuthWebView` answers it with `respond` or `respondError`.
 * @example
 * const request: PageRequest = { id: '1', method: 'METHOD', data: { email: 'ada@example.com' } };
 * view.respondError(request, 'Invalid email');
 */
export interface PageRequest {
  id: string;
  method: string;
  data: PageRequestData;
}

export type PageMessage =
  { kind: 'request'; request: PageRequest } | { kind: 'response'; id: unknown; data: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text is parsed; anything unparsable stays as it is (and is then rejected by the callers). */
function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * `event.data` → a request or a response (§16.2): an object or JSON text, optionally wrapped as
 * `{eventName, eventData}`; `id` and `method` take their defaults. Anything else → undefined.
 */
export function parsePageMessage(raw: unknown): PageMessage | undefined {
  let message = parseMaybeJson(raw);
  if (!isObject(message)) return undefined;
  if ('eventName' in message && 'eventData' in message) message = parseMaybeJson(message.eventData);
  if (!isObject(message)) return undefined;
  if (message.channel === WEBVIEW_CHANNELS.response) {
    return { kind: 'response', id: message.id, data: parseMaybeJson(message.data) };
  }
  const data = parseMaybeJson(message.data);
  return {
    kind: 'request',
    request: {
      id: typeof message.id === 'string' && message.id ? message.id : DEFAULT_WEBVIEW_REQUEST_ID,
      method: typeof message.method === 'string' && message.method ? message.method : DEFAULT_WEBVIEW_METHOD,
      data: isObject(data) ? (data as PageRequestData) : {},
    },
  };
}
