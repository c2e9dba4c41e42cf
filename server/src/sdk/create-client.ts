import { clientSignerFromKey, SatchelClient, ValidationError, type ClientSigner } from '@satchel/sdk';
import { BFF, fmt, type SessionConfig } from '@satchel/shared';
import type { ServerConfig } from '../config.js';
import { BffError } from '../http/bff-error.js';
import { nodeFetch } from '../http/node-fetch.js';

export interface ClientCredentials {
  clientPrivateKey: string;
  clientSWA: string;
}

// The configured client key's signer, made once per configuration: deriving its address is an elliptic-curve
// multiplication and a Keccak-256 that every request repeated (bench/RESULTS.md, "BFF"). The configuration holds the
// key for the process's life anyway; a session key never gets here.
const configuredSigners = new WeakMap<ServerConfig, { key: string; signer: ClientSigner }>();

/** The signer of `credentials`: the configured key's (kept), or a body's key (sandbox), taken by the SDK as given. */
function signerOf(config: ServerConfig, { clientPrivateKey }: ClientCredentials) {
  if (clientPrivateKey !== config.clientPrivateKey) return { clientPrivateKey };
  let kept = configuredSigners.get(config);
  if (kept?.key !== clientPrivateKey) {
    kept = { key: clientPrivateKey, signer: clientSignerFromKey(clientPrivateKey as `0x${string}`) };
    configuredSigners.set(config, kept);
  }
  return { clientSigner: kept.signer };
}

/**
 * A server-side SDK client for one request: the request's credentials, the configured platform, its URL and environment,
 * SDK console logging off (the BFF logs with pino, redacted), and the server's upstream timeout. A session is
 * restored with `setSessionConfig`, which checks that its public key is its private key's (one derivation).
 */
export async function createSdkClient(
  config: ServerConfig,
  credentials: ClientCredentials,
  session?: SessionConfig,
): Promise<SatchelClient> {
  const client = new SatchelClient({
    environment: config.environment,
    platform: config.platform,
    ...signerOf(config, credentials),
    clientSWA: credentials.clientSWA,
    platformUrl: config.platformUrl,
    logLevel: 'silent',
    timeoutMs: config.upstreamTimeoutMs,
    fetch: nodeFetch,
  });
  if (session) {
    try {
      client.setSessionConfig(session);
    } catch (error) {
      // The body's schema passed the three formats, so what the SDK refuses is the pair: said as such (the SDK
      // reports it as a malformed public key).
      if (error instanceof ValidationError)
        throw BffError.of('VALIDATION_ERROR', fmt.validationFailed([BFF.sessionKeyPairMismatch]));
      throw error;
    }
  }
  return client;
}
