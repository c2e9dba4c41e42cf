import { toCamelCase } from '#camel-case';
import { HttpError } from '../errors/index.js';
import { httpStatusText, sendRequest } from './send-request.js';
import type { PlatformCall, TransportConfig } from './types.js';

interface Envelope {
  status?: unknown;
  data?: unknown;
  error?: { message?: unknown; errorCode?: unknown; code?: unknown } & Record<string, unknown>;
}

/**
 * One platform call (docs/protocol.md §3): the body is parsed as JSON for any status and camel-cased; an error envelope
 * throws the call's message with `{error}` = `error.message` and `details` = the whole error object; a non-JSON
 * body throws it with `HTTP <status>` and `{httpStatus}`; success without the expected data throws the call's
 * missing message. Returns the picked, camel-cased data.
 * @example
 * const gas = await platformCall(config, { method: 'GET', path: API_PATHS.gasValues, messages });
 */
export async function platformCall<T>(config: TransportConfig, call: PlatformCall<T>): Promise<T> {
  const { messages } = call;
  const raw = await sendRequest(config, call, messages);
  const status = raw.status;
  const body = raw.json === undefined ? undefined : toCamelCase<Envelope>(raw.json);

  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(messages.failed(httpStatusText(status)), {
      kind: 'invalid-body',
      status,
      details: { httpStatus: status },
    });
  }
  const error = body.error;
  if (body.status === 'error' || (error && typeof error === 'object')) {
    const text = typeof error?.message === 'string' ? error.message : httpStatusText(status);
    throw new HttpError(messages.failed(text), {
      kind: 'platform',
      status,
      details: error ?? { httpStatus: status },
      code: typeof error?.errorCode === 'string' ? error.errorCode : undefined,
      retryAfter: raw.retryAfter,
    });
  }
  if (status < 200 || status >= 300 || body.status !== 'success') {
    throw new HttpError(messages.failed(httpStatusText(status)), {
      kind: 'invalid-body',
      status,
      details: { httpStatus: status },
    });
  }
  const picked = call.pick ? call.pick(body.data) : (body.data as T | undefined);
  if (picked === undefined || picked === null) {
    throw new HttpError(messages.missing, { kind: 'missing-data', status, details: { httpStatus: status } });
  }
  return picked;
}
