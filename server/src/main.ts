import { getEnvConfig } from '@satchel/sdk';
import { loadConfig } from './config.js';
import { createLogger } from './http/logger.js';
import { startServer } from './start-server.js';

// Runs the BFF on PORT; SIGINT/SIGTERM stop accepting, drain open requests, then exit (forced after 10 s).
const config = loadConfig();
const logger = createLogger(config.logLevel);
const server = await startServer(config, { logger });
// Where the SDK's calls go: PLATFORM_URL, or the hosts of Okto's platform of the environment.
const { apiUrl } = getEnvConfig(config.environment, {
  platform: config.platform,
  platformUrl: config.platformUrl,
});
logger.info(
  { url: server.url, platform: config.platform, platformUrl: apiUrl, environment: config.environment },
  'Satchel BFF listening',
);
if (config.sessionEncryptionKeyGenerated)
  logger.warn(
    'SESSION_ENCRYPTION_KEY is not set: cookie sessions use a random key of this process (lost on restart, not shared between instances)',
  );
console.log(`Satchel BFF listening on ${server.url} (docs ${server.url}/docs, platform ${apiUrl})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), 10_000).unref();
  await server.close().catch((error: unknown) => logger.error({ err: error }, 'close failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
