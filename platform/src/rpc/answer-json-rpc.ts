import type { Logger } from 'pino';
import { internalError, invalidRequest, JsonRpcError } from './json-rpc-error.js';
import { idOf, readJsonRpcCall, type JsonRpcCall, type JsonRpcId } from './json-rpc-request.js';
import { RPC_LIMITS } from './rpc-limits.js';

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: ReturnType<JsonRpcError['toJSON']> };

/** Runs one method of a network; throws a JsonRpcError for any answer that is an error. */
export type RpcMethodCall = (call: JsonRpcCall) => Promise<unknown>;

const failure = (id: JsonRpcId, error: JsonRpcError): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: error.toJSON(),
});

async function answerOne(value: unknown, run: RpcMethodCall, logger: Logger) {
  const call = readJsonRpcCall(value);
  if (call instanceof JsonRpcError) return failure(idOf(value), call);
  let response: JsonRpcResponse;
  try {
    // A method without a value answers null (JSON-RPC has no undefined).
    response = { jsonrpc: '2.0', id: call.id, result: (await run(call)) ?? null };
  } catch (error) {
    if (!(error instanceof JsonRpcError))
      logger.error({ err: error, method: call.method }, 'unexpected JSON-RPC error');
    response = failure(call.id, error instanceof JsonRpcError ? error : internalError());
  }
  return call.notification ? undefined : response;
}

/**
 * The answer to a parsed body (JSON-RPC 2.0 §5, §6): one response for one request, an array for a batch (in the
 * batch's order, run one after the other), undefined when nothing is to be sent (only notifications).
 */
export async function answerJsonRpc(
  body: unknown,
  run: RpcMethodCall,
  logger: Logger,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  if (!Array.isArray(body)) return answerOne(body, run, logger);
  if (body.length === 0) return failure(null, invalidRequest('the batch is empty'));
  if (body.length > RPC_LIMITS.batch)
    return failure(
      null,
      invalidRequest(`a batch holds at most ${RPC_LIMITS.batch} requests (got ${body.length})`),
    );
  const responses: JsonRpcResponse[] = [];
  for (const value of body) {
    const response = await answerOne(value, run, logger);
    if (response) responses.push(response);
  }
  return responses.length ? responses : undefined;
}
