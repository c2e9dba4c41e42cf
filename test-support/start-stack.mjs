import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { ROOT } from './root.mjs';
import { spawnService, waitForHealthy } from './service.mjs';
import { startPlatform } from './start-platform.mjs';

/** Builds the demo into `outDir` with the URLs it talks to (and, with `signerUrl`, the BFF's client-signing route). */
function buildDemo(outDir, apiUrl, platformUrl, signerUrl) {
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
        VITE_SATCHEL_CLIENT_SIGNER_URL: signerUrl ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/**
 * Starts the BUILT stack for a browser test on free ports with a fresh database: the platform always, the BFF
 * and the demo (built with matching VITE_* URLs) on request. The demo is served by the production static server
 * (server/dist/static/main.js, what `npm start` and the client image run), so its headers are the ones users get.
 * `npm run test:e2e` builds first. `signer`: the demo is built to sign through the BFF's client-signing route.
 */
export async function startStack({ server = false, client = false, settleMs = 300, signer = false } = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  try {
    const platform = await startPlatform({ service: 'built', settleMs });
    stops.push(platform.close);
    const platformUrl = platform.url;
    const [apiPort, clientPort] = [await freePort(), await freePort()];
    const apiUrl = server ? `http://127.0.0.1:${apiPort}` : undefined;
    const clientUrl = client ? `http://127.0.0.1:${clientPort}` : undefined;

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
      const outDir = mkdtempSync(join(tmpdir(), 'satchel-demo-'));
      stops.push(async () => rmSync(outDir, { recursive: true, force: true }));
      buildDemo(outDir, apiUrl, platformUrl, signer ? `${apiUrl}/api/auth/client-sign` : undefined);
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
