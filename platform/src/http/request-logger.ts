import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { SECRET_KEYS } from './logger.js';

const SECRET_HEADERS = new Set(['authorization', 'cookie', ...SECRET_KEYS.map((key) => key.toLowerCase())]);

/** Request headers for the access log, every header named like a secret replaced (cookies dropped). */
function loggedHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'cookie') continue;
    logged[name] = SECRET_HEADERS.has(name) ? '[REDACTED]' : value;
  }
  return logged;
}

/** Query parameters whose values are secrets (OAuth codes, tokens): logged as `[REDACTED]`. */
const SECRET_QUERY = /^(code|token|id_token|access_token|otp|code_verifier|client_secret|state)$/i;

/** A request URL with the values of secret query parameters replaced, for the access log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * Access log through pino-http: method, redacted URL, status, trace id; headers only with secrets redacted. The
 * serializers redact what the line holds themselves, so the access logger skips the app logger's wildcard secret
 * paths, which pino applied to every per-request child binding (a large share of the platform's CPU per request).
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger: logger.child({}, { redact: [] }),
    genReqId: (_req, res) => String((res as unknown as Response).locals?.traceId ?? ''),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { method: string; url: string; id: unknown; headers: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        headers: loggedHeaders(req.headers),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as (req: Request, res: Response, next: () => void) => void;
}
