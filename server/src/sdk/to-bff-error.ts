import { HttpError as SdkHttpError, RpcError, SatchelError, ValidationError } from '@satchel/sdk';
import { fmt, SDK, type ErrorCode } from '@satchel/shared';
import { BffError, type ErrorObject } from '../http/bff-error.js';

/** The SDK's own failures before any request, by `code` → the catalogue entry the BFF answers (§18.1). */
const SDK_CODES: Record<string, ErrorCode> = {
  CHAIN_NOT_SUPPORTED: 'CHAIN_NOT_SUPPORTED',
  INVALID_CHAIN_TYPE: 'INVALID_CHAIN_TYPE',
  UNSUPPORTED_PROVIDER: 'UNSUPPORTED_PROVIDER',
  NOT_LOGGED_IN: 'AUTH_REQUIRED',
  SESSION_KEYS_NOT_SET: 'AUTH_REQUIRED',
  USER_KEYS_NOT_SET: 'AUTH_REQUIRED',
};

const isErrorObject = (value: unknown): value is ErrorObject =>
  !!value && typeof value === 'object' && typeof (value as ErrorObject).errorCode === 'string';

/** A platform exchange that failed (thrown, wrapped by a read, or returned by login/signing): §18.1's answer. */
function fromHttpFailure(error: SdkHttpError | RpcError): BffError {
  // The platform's own error object, passed through with its status (§18.1).
  if (error.kind === 'platform' && error.status !== undefined && isErrorObject(error.details))
    return new BffError(error.status, error.details);
  if (error.kind === 'network' || error.kind === 'timeout')
    return BffError.of('UPSTREAM_UNAVAILABLE', undefined, SDK.networkError);
  // Not JSON, not an envelope, or a success envelope without the data the call needs.
  const details = error.kind === 'missing-data' ? error.shortMessage : fmt.httpStatus(error.status ?? 0);
  return BffError.of('UPSTREAM_UNAVAILABLE', undefined, details);
}

/**
 * Turns what an SDK call threw (or returned as an RpcError) into the BFF's answer, by class, `kind` and `code`
 * (never by message text): the platform's own status and error object when it answered one, 502 when it could not
 * be reached or answered nonsense, 400/401/403 for the SDK's own checks before any request, and 500 for anything
 * else (logged, never echoed).
 */
export function toBffError(error: unknown): BffError {
  if (error instanceof BffError) return error;
  if (!(error instanceof SatchelError)) return BffError.of('INTERNAL_ERROR');
  if ((error instanceof SdkHttpError || error instanceof RpcError) && error.kind !== undefined)
    return fromHttpFailure(error);
  // Plain SDK validation messages (configuration, session keys, contacts: §15.1) get the BFF's prefix too.
  if (error instanceof ValidationError)
    return BffError.of('VALIDATION_ERROR', fmt.validationFailed(error.messages));
  // A builder's refusal the SDK did not report as a ValidationError is still bad input.
  if (error.code === 'INVALID_INPUT')
    return BffError.of('VALIDATION_ERROR', fmt.validationFailed([error.shortMessage]));
  const mapped = typeof error.code === 'string' ? SDK_CODES[error.code] : undefined;
  if (!mapped) return BffError.of('INTERNAL_ERROR');
  return BffError.of(mapped, error.shortMessage, typeof error.details === 'string' ? error.details : '');
}
