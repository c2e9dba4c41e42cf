import { SatchelClient } from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';
import type { ServerConfig } from '../config.js';

export interface ClientCredentials {
  clientPrivateKey: string;
  clientSWA: string;
}

/**
 * A server-side SDK client for one request: the request's credentials, the configured platform, its URL and environment,
 * SDK console logging off (the BFF logs with pino, redacted), and the server's upstream timeout.
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
    logging: false,
    timeoutMs: config.upstreamTimeoutMs,
  });
  // Checks the shape and that the public key is the private key's (else a ValidationError → 400).
  if (session) client.setSessionConfig(session);
  return client;
}
