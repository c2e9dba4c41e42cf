import { CHAIN, fmt, SDK } from '@satchel/shared';
import { HttpError } from '../http/http-error.js';
import type { UpstreamRecorder } from './upstream-recorder.js';

const CHAIN_TYPE_MESSAGES: readonly string[] = [
  CHAIN.invalidChainType,
  CHAIN.invalidAptosChain,
  CHAIN.collectionAptosOnly,
  CHAIN.mintAptosOnly,
];
const NOT_LOGGED_IN_MESSAGES: readonly string[] = [
  SDK.sessionKeysNotSet,
  SDK.userNotLoggedIn,
  SDK.userKeysNotSet,
  SDK.mustBeLoggedInToExecute,
  SDK.mustBeLoggedInToSign,
  SDK.mustBeLoggedInToSyncKeys,
];

interface SdkErrorLike {
  shortMessage?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Turns what an SDK call threw (or returned as an RpcError) into the BFF's answer: the platform's own status and
 * error object when the platform answered one, 502 when it could not be reached or did not answer JSON, 400/401/403
 * for the SDK's own checks before any request, and 500 for anything else (logged, never echoed).
 */
export function toHttpError(error: unknown, upstream: UpstreamRecorder): HttpError {
  if (error instanceof HttpError) return error;
  const failure = upstream.last;
  if (failure?.kind === 'error') return new HttpError(failure.status, failure.error);
  if (failure?.kind === 'unreachable')
    return HttpError.of('UPSTREAM_UNAVAILABLE', undefined, SDK.networkError);
  if (failure?.kind === 'invalid-response')
    return HttpError.of('UPSTREAM_UNAVAILABLE', undefined, fmt.httpStatus(failure.status));

  const { message, details } = describe(error);
  const prefix = fmt.validationFailed([]);
  if (message.startsWith(prefix)) return HttpError.of('VALIDATION_ERROR', message);
  // The SDK's plain validation messages (configuration, session keys, contacts: §15.1) get the BFF's prefix.
  if ((error as { name?: unknown })?.name === 'ValidationError')
    return HttpError.of('VALIDATION_ERROR', fmt.validationFailed([message]));
  if (message === CHAIN.notSupported) return HttpError.of('CHAIN_NOT_SUPPORTED', message, details);
  if (CHAIN_TYPE_MESSAGES.includes(message)) return HttpError.of('INVALID_CHAIN_TYPE', message, details);
  if (NOT_LOGGED_IN_MESSAGES.includes(message)) return HttpError.of('AUTH_REQUIRED', message);
  if (message.startsWith(fmt.unsupportedProvider(''))) return HttpError.of('UNSUPPORTED_PROVIDER', message);
  return HttpError.of('INTERNAL_ERROR');
}

function describe(error: unknown): { message: string; details: string } {
  const e = (error ?? {}) as SdkErrorLike;
  const message =
    typeof e.shortMessage === 'string' ? e.shortMessage : typeof e.message === 'string' ? e.message : '';
  const details = typeof e.details === 'string' ? e.details : '';
  return { message, details };
}
