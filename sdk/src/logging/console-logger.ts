import { logsAt, type LogLevel } from '@satchel/shared';
import type { RequestLogEntry } from './request-log.js';
import { toCurl } from './to-curl.js';

const PREFIX = '[satchel]';
type Request = RequestLogEntry['request'];

/**
 * Developer console logging of one exchange (already masked), at the client's `logLevel` (sdk/README.md "Logging"):
 * `debug` the request with its headers, body and cURL, and the answer with its headers and body; `info` one line
 * per answer; `warn` answers of 400 and above; `error` network failures, timeouts and the client's own errors.
 */
export const consoleLogger = {
  request(level: LogLevel, request: Request): void {
    if (!logsAt(level, 'debug')) return;
    console.info(`${PREFIX} → ${request.method} ${request.url}`, {
      headers: request.headers,
      body: request.body,
    });
    console.info(`${PREFIX} cURL:\n${toCurl(request)}`);
  },
  response(level: LogLevel, request: Request, response: Response, body: unknown): void {
    const failed = response.status >= 400;
    if (!logsAt(level, failed ? 'warn' : 'info')) return;
    const line = `${PREFIX} ← ${response.status} ${request.method} ${request.url}`;
    const log = failed ? console.warn : console.info;
    if (!logsAt(level, 'debug')) return log(line);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    log(line, { headers, body });
  },
  failure(level: LogLevel, request: Request, reason: string): void {
    if (logsAt(level, 'error')) console.error(`${PREFIX} ✗ ${request.method} ${request.url}: ${reason}`);
  },
  error(level: LogLevel, message: string, details?: unknown): void {
    if (logsAt(level, 'error'))
      console.error(`${PREFIX} ${message}`, ...(details === undefined ? [] : [details]));
  },
};
