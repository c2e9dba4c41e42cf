import type { Answer } from './send-request.js';

/** How an app spells its envelope: the platform `trace_id` (§3.3), the BFF `traceId` (camel-cased, §18). */
export interface EnvelopeStyle {
  traceKey: 'trace_id' | 'traceId';
  /** The BFF may add keys between `details` and its trace id; the platform sends exactly the five. */
  extraKeys: boolean;
}

const TRACE = /^[0-9a-f]{32}$/;
/**
 * What an error answer must be: the §3.3 envelope; or, for the pages a browser opens (provider stand-ins,
 * onboarding, explorer), an HTML page; or, for the OAuth token endpoints, `{"error":"…"}` (docs/protocol.md §17.1); or, for
 * a JSON-RPC endpoint, a JSON-RPC 2.0 error response. The envelope is accepted everywhere (middleware before the
 * route answers it).
 */
export type ErrorFormat = 'envelope' | 'page' | 'oauth' | 'jsonrpc';

/** A JSON-RPC 2.0 error response: `{jsonrpc: "2.0", id, error: {code: integer, message: non-empty string, data?}}`. */
function isJsonRpcError(json: any): boolean {
  if (json === null || typeof json !== 'object' || json.jsonrpc !== '2.0' || !('id' in json)) return false;
  const error = json.error;
  return (
    JSON.stringify(Object.keys(json).sort()) === '["error","id","jsonrpc"]' &&
    typeof error === 'object' &&
    error !== null &&
    Number.isInteger(error.code) &&
    typeof error.message === 'string' &&
    error.message !== ''
  );
}

/** What a leaked stack trace or file path looks like (bounded repeats: answers may hold megabytes of one letter). */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\] ]{0,200}\(?(?:file:|node:|\/)[^)\s]{0,300}:\d+:\d+/],
  [
    'file path',
    /\/(?:work|home|root|usr|tmp|app|opt)\/[\w.@-]{1,100}\/|node_modules|(?<![\w-])[\w-]{1,100}\.(?:ts|mjs|cjs):\d+/,
  ],
  [
    'exception text',
    /\b(?:TypeError|RangeError|SyntaxError|ReferenceError|SqliteError)\b|Maximum call stack/,
  ],
];

function leaksIn(where: string, text: string): string[] {
  return LEAKS.filter(([, re]) => re.test(text)).map(
    ([what]) => `${what} in ${where}: ${text.slice(0, 300)}`,
  );
}

function envelopeProblems(answer: Answer, json: any, style: EnvelopeStyle): string[] {
  const out: string[] = [];
  if (json === null || typeof json !== 'object') return [`error answer is not a JSON envelope`];
  if (JSON.stringify(Object.keys(json)) !== '["status","error"]')
    out.push(`envelope keys ${Object.keys(json)}`);
  if (json.status !== 'error') out.push(`status ${json.status}`);
  const error = json.error ?? {};
  const keys = Object.keys(error);
  const head = ['code', 'errorCode', 'message', 'details'];
  if (JSON.stringify(keys.slice(0, 4)) !== JSON.stringify(head) || keys[keys.length - 1] !== style.traceKey)
    out.push(`error keys ${keys}`);
  if (!style.extraKeys && keys.length !== 5) out.push(`error keys ${keys}`);
  if (error.code !== answer.status) out.push(`code ${error.code} ≠ status ${answer.status}`);
  if (typeof error.errorCode !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(error.errorCode))
    out.push(`errorCode ${error.errorCode}`);
  if (typeof error.message !== 'string' || error.message === '') out.push(`message ${error.message}`);
  if (typeof error.details !== 'string') out.push(`details ${error.details}`);
  if (!TRACE.test(error[style.traceKey] ?? '') || error[style.traceKey] !== answer.headers['x-trace-id'])
    out.push(`${style.traceKey} ${error[style.traceKey]} ≠ X-Trace-Id ${answer.headers['x-trace-id']}`);
  if (answer.status === 429 && !/^\d+$/.test(String(answer.headers['retry-after'] ?? '')))
    out.push('429 without Retry-After');
  return out;
}

/**
 * Everything wrong with one answer: a 5xx or no answer within the limit, an error that is not the §3.3 envelope,
 * a missing X-Trace-Id, a stack trace, file path or exception text anywhere, or one of `secrets` echoed back.
 */
export function answerProblems(
  answer: Answer,
  style: EnvelopeStyle,
  secrets: readonly string[] = [],
  format: ErrorFormat = 'envelope',
): string[] {
  if (answer.timedOut) return ['no answer within the time limit'];
  if (answer.status === 0) return ['connection closed without an answer'];
  const out: string[] = [];
  if (answer.status >= 500) out.push(`status ${answer.status}`);
  if (!TRACE.test(String(answer.headers['x-trace-id'] ?? '')))
    out.push(`X-Trace-Id ${answer.headers['x-trace-id']}`);
  const text = answer.body.toString('utf8');
  if (answer.status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const envelope = envelopeProblems(answer, json, style);
    const page = format === 'page' && /^text\/html/.test(String(answer.headers['content-type']));
    const oauth =
      format === 'oauth' &&
      JSON.stringify(Object.keys((json as object) ?? {})) === '["error"]' &&
      typeof (json as { error: unknown }).error === 'string';
    const jsonRpc = format === 'jsonrpc' && isJsonRpcError(json);
    if (!page && !oauth && !jsonRpc) out.push(...envelope);
  }
  out.push(...leaksIn('body', text));
  for (const [name, value] of Object.entries(answer.headers))
    out.push(...leaksIn(`header ${name}`, String(value)));
  for (const secret of secrets)
    if (secret.length >= 16 && text.includes(secret)) out.push(`secret echoed: ${secret.slice(0, 12)}…`);
  return out;
}
