import { loadConfig } from './config.js';
import { createLogger } from './http/logger.js';
import { startPlatform } from './start-platform.js';

/** `npm run start -w platform`: the platform on PLATFORM_PORT with the configuration of the environment. */
const { logLevel, publicUrl, ...config } = loadConfig(process.env);
// Without PLATFORM_PUBLIC_URL the public URL follows the port actually bound (PLATFORM_PORT=0 picks one).
const explicitPublicUrl = process.env.PLATFORM_PUBLIC_URL?.trim() ? publicUrl : undefined;
const logger = createLogger(logLevel);
const host = process.env.PLATFORM_HOST?.trim() || '127.0.0.1';

try {
  const platform = await startPlatform({ ...config, publicUrl: explicitPublicUrl, logger, host });
  logger.info(
    { url: platform.url, publicUrl: platform.ctx.config.publicUrl, db: config.dbPath },
    'platform listening',
  );
  console.log(
    `Satchel local platform listening on ${platform.url} (public URL ${platform.ctx.config.publicUrl})`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'platform failed to start');
  process.exitCode = 1;
}
