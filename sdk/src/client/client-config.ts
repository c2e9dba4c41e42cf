import {
  clientConfigSchema,
  VALIDATION,
  type Environment,
  type LogLevel,
  type PlatformName,
} from '@satchel/shared';
import { ValidationError } from '../errors/index.js';
import { clientSignerFromKey, type ClientSigner } from '../protocol/index.js';
import type { SatchelClientConfig } from './types.js';
import { validateInput } from './validate-input.js';

export const DEFAULT_TIMEOUT_MS = 30000;

/** The validated configuration; every failure is a `ValidationError` with the spec's plain message (§15.1). */
export interface ResolvedConfig {
  environment: Environment;
  platform: PlatformName;
  /** Signs OTP requests, session authorizations and paymaster data: the configured one, or one holding the key. */
  clientSigner: ClientSigner;
  clientSWA: string;
  platformUrl?: string | undefined;
  googleAuthUrl?: string | undefined;
  googleClientId?: string | undefined;
  logLevel: LogLevel;
  fetch: typeof fetch;
  timeoutMs: number;
}

export function resolveConfig(config: SatchelClientConfig): ResolvedConfig {
  const { fetch: fetchFn, timeoutMs, clientSigner, ...wire } = (config ?? {}) as SatchelClientConfig;
  const { clientPrivateKey: key, ...parsed } = validateInput(clientConfigSchema, wire, { plain: true });
  if ((key === undefined) === (clientSigner === undefined))
    throw new ValidationError(
      key === undefined ? VALIDATION.clientPrivateKeyMissing : VALIDATION.oneClientSigner,
    );
  // No hosted Satchel platform exists: refuse here rather than send anything to a host that is not there.
  if (parsed.platform === 'satchel' && parsed.platformUrl === undefined)
    throw new ValidationError(VALIDATION.platformUrlRequired);
  const runtimeFetch = fetchFn ?? globalThis.fetch;
  return {
    ...parsed,
    // Exactly one is given; a key becomes a signer holding it, so every signature takes the same path.
    clientSigner: clientSigner ?? clientSignerFromKey(key as `0x${string}`),
    // Quiet unless asked (viem's way): errors reach the app as errors, not as console lines.
    logLevel: parsed.logLevel ?? 'silent',
    // Bound: browsers throw "Illegal invocation" when fetch is called detached from window.
    fetch: fetchFn ?? ((input, init) => runtimeFetch(input, init)),
    timeoutMs: timeoutMs !== undefined && timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS,
  };
}
