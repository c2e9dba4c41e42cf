export { SatchelError, type SatchelErrorCode, type SatchelErrorOptions } from './base-error.js';
export { ValidationError } from './validation-error.js';
export { HttpError, type HttpFailureKind } from './http-error.js';
export { RpcError, RPC_ERROR_CODES, rpcCodeOf } from './rpc-error.js';
export { OrderFailedError } from './order-failed-error.js';
export { unwrap } from './unwrap.js';
export { InvalidInputError } from './invalid-input-error.js';
