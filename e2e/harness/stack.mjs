import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { spawnService, waitForHealthy } from './service.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Starts the BUILT stack for a browser test on free ports with a fresh database: the platform always, the BFF
 * and the demo (built with matching VITE_* URLs) on request. The demo is served by the production static server
 * (server/dist/static/main.js, what `npm start` and the client image run), so its headers are the ones users get.
 * `npm run test:e2e` builds first. `signer`: the demo is built to sign through the BFF's client-signing route.
 */
export async function startStack({ server = false, client = false, settleMs = 300, signer = false } = {}) {
  const stops = [];
  const tmp = mkdtempSync(join(tmpdir(), 'satchel-e2e-'));
  stops.push(async () => rmSync(tmp, { recursive: true, force: true }));
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  try {
    const [platformPort, apiPort, clientPort] = [await freePort(), await freePort(), await freePort()];
    const platformUrl = `http://127.0.0.1:${platformPort}`;
    const apiUrl = server ? `http://127.0.0.1:${apiPort}` : undefined;
    const clientUrl = client ? `http://127.0.0.1:${clientPort}` : undefined;

    const platform = spawnService('platform', join(ROOT, 'platform/dist/main.js'), {
      PLATFORM_PORT: String(platformPort),
      PLATFORM_DB: join(tmp, 'platform.db'),
      PLATFORM_PUBLIC_URL: platformUrl,
      PLATFORM_SETTLE_MS: String(settleMs),
      PLATFORM_DEV_ENDPOINTS: 'true',
      LOG_LEVEL: 'warn',
    });
    stops.push(platform.stop);
    await waitForHealthy(`${platformUrl}/healthz`, platform);

    if (server) {
      const bff = spawnService('server', join(ROOT, 'server/dist/main.js'), {
        PORT: String(apiPort),
        PLATFORM_URL: platformUrl,
        CLIENT_ORIGIN: clientUrl ?? 'http://127.0.0.1',
        ALLOW_CLIENT_KEYS_FROM_BODY: 'true',
        AUTH_RATE_LIMIT_MAX: '10000',
        LOG_LEVEL: 'warn',
      });
      stops.push(bff.stop);
      await waitForHealthy(`${apiUrl}/healthz`, bff);
    }

    if (client) {
      const outDir = join(tmp, 'client');
      execFileSync(
        process.execPath,
        [
          join(ROOT, 'node_modules/vite/bin/vite.js'),
          'build',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        {
          cwd: join(ROOT, 'client'),
          env: {
            ...process.env,
            VITE_API_URL: apiUrl ?? '',
            VITE_PLATFORM_URL: platformUrl,
            VITE_SATCHEL_CLIENT_SIGNER_URL: signer ? `${apiUrl}/api/auth/client-sign` : '',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const demo = spawnService('client', join(ROOT, 'server/dist/static/main.js'), {
        CLIENT_PORT: String(clientPort),
        DEMO_DIR: outDir,
        HOST: '127.0.0.1',
        // The content security policy's origins: the URLs the demo was built with.
        VITE_API_URL: apiUrl ?? '',
        VITE_PLATFORM_URL: platformUrl,
      });
      stops.push(demo.stop);
      await waitForHealthy(clientUrl, demo);
    }

    return { platformUrl, apiUrl, clientUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
