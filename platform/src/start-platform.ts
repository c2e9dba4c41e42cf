import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Express } from 'express';
import type { PlatformContext } from './context.js';
import type { PlatformChains } from './runtimes/platform-chains.js';
import { createPlatform, type PlatformOptions } from './create-platform.js';

/** `host` is the interface to listen on (default 127.0.0.1). */
export type StartOptions = PlatformOptions;

export interface RunningPlatform {
  /** Base URL, e.g. `http://127.0.0.1:4100` (no trailing slash). */
  url: string;
  port: number;
  ctx: PlatformContext;
  /** The chains it executes (their readers answer as the RPC endpoint does). */
  chains: PlatformChains;
  /** The Express app being served (the fuzz suite reads its registered routes). */
  app: Express;
  /** Stops accepting connections, lets in-flight requests finish, stops the worker, closes the database. */
  close(): Promise<void>;
}

/** Said at every start with `/dev/*` on, so nobody runs an exposed platform with them unknowingly. */
function warnDevEndpoints(ctx: PlatformContext, host: string): void {
  ctx.logger.warn(
    { host, devEndpoints: ['/dev/otp', '/dev/client-jwt', '/dev/faucet', '/dev/reset'] },
    'dev endpoints are ON: anyone who reaches this platform can read live OTP codes (/dev/otp) and wipe it ' +
      '(/dev/reset); set PLATFORM_DEV_ENDPOINTS=false to turn them off',
  );
}

/**
 * Creates the platform and listens (port 0 picks a free port). Without an explicit `publicUrl`, the public URL
 * becomes `http://localhost:<actual port>`.
 */
export async function startPlatform(options: StartOptions = {}): Promise<RunningPlatform> {
  const host = options.host ?? '127.0.0.1';
  const platform = createPlatform({ ...options, host });
  const server = createServer(platform.app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(platform.ctx.config.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await platform.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  platform.ctx.config.port = port;
  if (options.publicUrl === undefined) platform.ctx.config.publicUrl = `http://localhost:${port}`;
  if (platform.ctx.config.devEndpoints) warnDevEndpoints(platform.ctx, host);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests still running after 10 s are cut so shutdown cannot hang forever.
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      force.unref();
      await stopped;
      clearTimeout(force);
      await platform.close();
    })();
    return closing;
  };
  return {
    url: `http://${urlHost}:${port}`,
    port,
    ctx: platform.ctx,
    chains: platform.chains,
    app: platform.app,
    close,
  };
}
