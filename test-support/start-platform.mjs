import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { ROOT } from './root.mjs';
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
 * in-memory database (or `dbPath`, or a temp file with `file: true`) started from the seed image of the jest run
 * (`SATCHEL_SEED_IMAGE_DIR`, or `seedImageDir`, or `seedImage`), a frozen clock with `nowMs`.
 *
 * `built: true`: the built service (`platform/dist/main.js`) in a child process, configured as `npm start` is (env),
 * with dev endpoints on and a database file in a temp directory unless `dbPath`.
 */
export function startPlatform(options = {}) {
  return options.built ? startBuilt(options) : startInProcess(options);
}

async function startInProcess(options) {
  const { built: _built, nowMs, file, keepFile, ...startOptions } = options;
  let frozen = nowMs;
  let offset = 0;
  const now = () => (frozen !== undefined ? frozen : Date.now() + offset);
  const temp = file && startOptions.dbPath === undefined ? tempDatabase() : undefined;
  const dbPath = temp?.dbPath ?? startOptions.dbPath ?? ':memory:';
  const { startPlatform: start } = await import('@satchel/platform');
  const running = await start({
    port: 0,
    settleMs: 50,
    seedImageDir: process.env.SATCHEL_SEED_IMAGE_DIR,
    ...startOptions,
    dbPath,
    now,
  });
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

async function startBuilt({ settleMs = 50, dbPath, env = {} }) {
  const temp = dbPath === undefined ? tempDatabase() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawnService('platform', join(ROOT, 'platform/dist/main.js'), {
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
    await waitForHealthy(`${url}/healthz`, service);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, port, dbPath: temp?.dbPath ?? dbPath, output: service.output, close };
}
