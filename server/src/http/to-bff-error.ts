import { HttpError as SdkHttpError, SatchelError, ValidationError } from '@satchel/sdk';
import { fmt, SDK, type ErrorCode } from '@satchel/shared';
import { BffError, type ErrorObject } from './bff-error.js';

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

/** A platform exchange that failed (thrown by an SDK action, or wrapped by a read): §18.1's answer. */
function fromHttpFailure(error: SdkHttpError): BffError {
  // The platform's own error object, passed through with its status (§18.1).
  if (error.kind === 'platform' && error.status !== undefined && isErrorObject(error.details))
    return new BffError(error.status, error.details);
  if (error.kind === 'network' || error.kind === 'timeout')
    return BffError.of('UPSTREAM_UNAVAILABLE', undefined, SDK.networkError);
  // Not JSON, not an envelope, or a success envelope without the data the call needs.
  const details = error.kind === 'missing-data' ? error.shortMessage : fmt.httpStatus(error.status ?? 0);
  return BffError.of('UPSTREAM_UNAVAILABLE', undefined, details);
}

/** What an SDK action threw, by class, `kind` and `code` (never by message text). */
function fromSdkError(error: SatchelError): BffError {
  if (error instanceof SdkHttpError) return fromHttpFailure(error);
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

/** The body parser's refusals (express.json): status and `type`. */
interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * The BFF's answer to anything a request threw (§18.1), the one mapping the routes and the last middleware share:
 * a BffError as it is; an SDK error by class, `kind` and `code` (the platform's own status and error object when it
 * answered one, 502 when it could not be reached or answered nonsense, 400/401/403 for the SDK's own checks before
 * any request); a body the parser refused as 413 or 400; anything else 500 (logged by the caller, never echoed).
 */
export function toBffError(error: unknown): BffError {
  if (error instanceof BffError) return error;
  if (error instanceof SatchelError) return fromSdkError(error);
  const parser = error as BodyParserError | undefined;
  if (parser?.type === 'entity.too.large') return BffError.of('PAYLOAD_TOO_LARGE');
  if (
    parser?.type === 'entity.parse.failed' ||
    parser?.type === 'encoding.unsupported' ||
    parser?.type === 'charset.unsupported'
  )
    return BffError.of('BAD_REQUEST');
  if (typeof parser?.status === 'number' && parser.status >= 400 && parser.status < 500)
    return BffError.of('BAD_REQUEST');
  return BffError.of('INTERNAL_ERROR');
}
