import { createECDH } from 'node:crypto';
import { SatchelClient } from '@satchel/sdk';
import { fmt, VALIDATION, type SessionConfig } from '@satchel/shared';
import type { ServerConfig } from '../config.js';
import { BffError } from '../http/bff-error.js';
import { nodeFetch } from '../http/node-fetch.js';

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
    logLevel: 'silent',
    timeoutMs: config.upstreamTimeoutMs,
    fetch: nodeFetch,
  });
  if (session) {
    // A pair that does not match is said as such (the SDK's own check reports it as a malformed public key).
    if (!isKeyPair(session))
      throw BffError.of('VALIDATION_ERROR', fmt.validationFailed([VALIDATION.sessionKeyPairMismatch]));
    client.setSessionConfig(session);
  }
  return client;
}

/** Whether `sessionPubKey` (uncompressed) is the secp256k1 public key of `sessionPrivKey`. */
function isKeyPair({ sessionPrivKey, sessionPubKey }: SessionConfig): boolean {
  const ecdh = createECDH('secp256k1');
  // The key's bytes land in Node's shared Buffer pool, which stays reachable: wiped at once.
  const key = Buffer.from(sessionPrivKey.slice(2), 'hex');
  try {
    ecdh.setPrivateKey(key);
  } finally {
    key.fill(0);
  }
  return `0x${ecdh.getPublicKey('hex', 'uncompressed')}` === sessionPubKey.toLowerCase();
}
