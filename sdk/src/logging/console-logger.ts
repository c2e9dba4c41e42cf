import type { RequestLogEntry } from './request-log.js';
import { toCurl } from './to-curl.js';

const PREFIX = '[satchel]';

/** Developer console logging of one exchange (already masked): request, cURL, then response or failure. */
export const consoleLogger = {
  request(request: RequestLogEntry['request']): void {
    console.info(`${PREFIX} → ${request.method} ${request.url}`, {
      headers: request.headers,
      body: request.body,
    });
    console.info(`${PREFIX} cURL:\n${toCurl(request)}`);
  },
  response(
    request: RequestLogEntry['request'],
    status: number,
    headers: Record<string, string>,
    body: unknown,
  ): void {
    const log = status >= 400 ? console.error : console.info;
    log(`${PREFIX} ← ${status} ${request.method} ${request.url}`, { headers, body });
  },
  failure(request: RequestLogEntry['request'], reason: string): void {
    console.error(`${PREFIX} ✗ ${request.method} ${request.url}: ${reason}`);
  },
  error(message: string, details?: unknown): void {
    console.error(`${PREFIX} ${message}`, ...(details === undefined ? [] : [details]));
  },
};
