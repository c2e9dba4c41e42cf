/**
 * A JSON-RPC 2.0 error object (code, message, optional data), thrown by a method and sent as the `error` member of
 * its response. Codes: the specification's (-32700 … -32603), geth's `3` for a revert and `-32000` for the rest.
 */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'JsonRpcError';
    this.code = code;
    this.data = data;
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const parseError = () => new JsonRpcError(-32700, 'Parse error: the body is not valid JSON');
export const invalidRequest = (why: string) => new JsonRpcError(-32600, `Invalid request: ${why}`);
export const methodNotFound = (method: string) =>
  new JsonRpcError(-32601, `the method ${method} does not exist/is not available`);
export const invalidParams = (why: string) => new JsonRpcError(-32602, `invalid argument: ${why}`);
export const internalError = () => new JsonRpcError(-32603, 'Internal error');
/** geth's generic server error (e.g. `header not found` for a block past the head). */
export const serverError = (message: string, data?: unknown) => new JsonRpcError(-32000, message, data);
