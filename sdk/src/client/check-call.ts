import { fmt, SDK } from '@satchel/shared';
import { ValidationError } from '../errors/index.js';
import type { ClientCall } from './client-call.js';

const isCall = (call: unknown): call is ClientCall<unknown> => {
  const value = call as Partial<ClientCall<unknown>> | null;
  return (
    !!value &&
    typeof value === 'object' &&
    (value.method === 'GET' || value.method === 'POST') &&
    typeof value.path === 'string' &&
    value.path.startsWith('/') &&
    typeof value.messages?.failed === 'function' &&
    typeof value.messages.missing === 'string'
  );
};

/** The low-level `client.request(call)` refuses a call it cannot send: `Validation failed: Invalid request`. */
export function checkCall<T>(call: ClientCall<T>): ClientCall<T> {
  if (!isCall(call))
    throw new ValidationError(fmt.validationFailed([SDK.invalidRequest]), [SDK.invalidRequest]);
  return call;
}
