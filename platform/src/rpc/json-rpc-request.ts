import { invalidRequest, type JsonRpcError } from './json-rpc-error.js';

export type JsonRpcId = string | number | null;

/** One well-formed request; a notification (no `id`) gets no response. */
export interface JsonRpcCall {
  id: JsonRpcId;
  notification: boolean;
  method: string;
  /** Positional (array) or by name (object); `[]` when absent. */
  params: unknown[] | Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's id when it has a usable one (echoed in an error response), else null. */
export function idOf(value: unknown): JsonRpcId {
  if (!isObject(value)) return null;
  const { id } = value;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** Checks one request object against JSON-RPC 2.0 §4: the call, or the -32600 error to answer. */
export function readJsonRpcCall(value: unknown): JsonRpcCall | JsonRpcError {
  if (!isObject(value)) return invalidRequest('a request is a JSON object');
  if (value.jsonrpc !== '2.0') return invalidRequest('"jsonrpc" must be exactly "2.0"');
  if (typeof value.method !== 'string' || value.method === '')
    return invalidRequest('"method" must be a non-empty string');
  const notification = !('id' in value);
  const { id } = value;
  if (
    !notification &&
    id !== null &&
    typeof id !== 'string' &&
    !(typeof id === 'number' && Number.isFinite(id))
  )
    return invalidRequest('"id" must be a string, a number or null');
  const params = value.params ?? [];
  if (!Array.isArray(params) && !isObject(params))
    return invalidRequest('"params" must be an array or an object');
  return { id: notification ? null : (id as JsonRpcId), notification, method: value.method, params };
}
