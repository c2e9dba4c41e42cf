import { RpcError } from './rpc-error.js';

/**
 * Login and signing RETURN an `RpcError` for platform and transport failures (docs/protocol.md §3.7); `unwrap` turns that
 * into a thrown error for callers that want one failure path: `const userSWA = unwrap(await client.loginUsingEmail(…))`.
 * @example
 * const signature = unwrap(await client.signMessage('hello')); // throws the RpcError instead of returning it
 */
export function unwrap<T>(result: T | RpcError): T {
  if (result instanceof RpcError) throw result;
  return result;
}
