import { SatchelClient, ValidationError } from '@satchel/sdk';
import { BFF, fmt, type SessionConfig } from '@satchel/shared';
import type { ServerConfig } from '../config.js';
import { BffError } from '../http/bff-error.js';
import { nodeFetch } from '../http/node-fetch.js';

export interface ClientCredentials {
  clientPrivateKey: string;
  clientSWA: string;
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
    clientPrivateKey: credentials.clientPrivateKey,
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
