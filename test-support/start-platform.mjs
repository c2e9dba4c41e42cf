import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { ROOT } from './root.mjs';
import { seedImageFor } from './seed-image.mjs';
import { spawnService, waitForHealthy } from './service.mjs';

/** A database file in a fresh temp directory, and what removes it. */
function tempDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-platform-'));
  return { dbPath: join(dir, 'platform.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The real platform for a test, on a free port of 127.0.0.1 with fast settlement (50 ms unless `settleMs`).
 *
 * In this process (the default): `@satchel/platform` (its sources under jest and tsx, its build under node), an
 * in-memory database (or `dbPath`, or a temp file with `file: true`) started from the seed image kept in the jest
 * run's directory (`SATCHEL_SEED_IMAGE_DIR`, or `seedImageDir`: seed-image.mjs) unless `seedImage`, a frozen clock
 * with `nowMs`.
 *
 * As a service in a child process, configured by its environment as `npm start` configures it, dev endpoints on,
 * a database file in a temp directory unless `dbPath`: `service: 'built'` runs the build (`platform/dist/main.js`,
 * what the browser tests use), `service: 'sources'` the sources through tsx (for jsdom tests, where the platform
 * cannot run in process, without a build).
 */
export function startPlatform(options = {}) {
  return options.service ? startService(options) : startInProcess(options);
}

async function startInProcess(options) {
  const {
    nowMs,
    file,
    keepFile,
    seedImageDir = process.env.SATCHEL_SEED_IMAGE_DIR,
    ...startOptions
  } = options;
  let frozen = nowMs;
  let offset = 0;
  const now = () => (frozen !== undefined ? frozen : Date.now() + offset);
  const temp = file && startOptions.dbPath === undefined ? tempDatabase() : undefined;
  const dbPath = temp?.dbPath ?? startOptions.dbPath ?? ':memory:';
  const seedImage =
    startOptions.seedImage ??
    (seedImageDir && dbPath === ':memory:' ? await seedImageFor(seedImageDir, now) : undefined);
  const { startPlatform: start } = await import('@satchel/platform');
  const running = await start({ port: 0, settleMs: 50, ...startOptions, dbPath, now, seedImage });
  return {
    ...running,
    dbPath,
    setNow(ms) {
      if (frozen !== undefined) frozen = ms;
      else offset = ms - Date.now();
    },
    advance(ms) {
      if (frozen !== undefined) frozen += ms;
      else offset += ms;
    },
    async close() {
      await running.close();
      if (!keepFile) temp?.remove();
    },
  };
}

/** How `node` runs each kind of service. */
const SERVICES = {
  built: [join(ROOT, 'platform/dist/main.js')],
  sources: [
    join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
    '--conditions=source',
    join(ROOT, 'platform/src/main.ts'),
  ],
};

async function startService({ service: kind, settleMs = 50, dbPath, env = {} }) {
  if (!SERVICES[kind]) throw new Error(`startPlatform: service is 'built' or 'sources', not ${kind}`);
  const temp = dbPath === undefined ? tempDatabase() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawnService('platform', SERVICES[kind], {
    // A jest parent's flags (--experimental-vm-modules) are not the service's.
    ...(kind === 'sources' ? { NODE_OPTIONS: '' } : {}),
    PLATFORM_PORT: String(port),
    PLATFORM_DB: temp?.dbPath ?? dbPath,
    PLATFORM_PUBLIC_URL: url,
    PLATFORM_SETTLE_MS: String(settleMs),
    PLATFORM_DEV_ENDPOINTS: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const close = async () => {
    await service.stop();
    temp?.remove();
  };
  try {
    // The sources are compiled as they load: slower to start than the build.
    await waitForHealthy(`${url}/healthz`, service, 60_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, port, dbPath: temp?.dbPath ?? dbPath, output: service.output, close };
}
