import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type RunningPlatform, type StartOptions } from '../../src/index.js';

export interface TestPlatform extends RunningPlatform {
  /** The clock the platform reads; `setNow`/`advance` move it when the clock is frozen. */
  setNow(ms: number): void;
  advance(ms: number): void;
  /** Database file when `file: true` (else ':memory:'). */
  dbPath: string;
}

export interface TestPlatformOptions extends StartOptions {
  /** Freeze the clock at this instant (ms). Without it the real clock runs (setNow/advance then offset it). */
  nowMs?: number;
  /** Use a database file in a fresh temp directory (removed on close unless `keepFile`), for restart tests. */
  file?: boolean;
  keepFile?: boolean;
}

/**
 * Starts the real platform on 127.0.0.1:0 for a test, with an in-memory database (or a temp file) and a frozen or
 * real clock. Always `await platform.close()` in afterAll.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const { nowMs, file, keepFile, ...startOptions } = options;
  let frozen = nowMs;
  let offset = 0;
  const now = () => (frozen !== undefined ? frozen : Date.now() + offset);
  let dir: string | undefined;
  let dbPath = startOptions.dbPath ?? ':memory:';
  if (file && startOptions.dbPath === undefined) {
    dir = mkdtempSync(join(tmpdir(), 'satchel-platform-'));
    dbPath = join(dir, 'platform.db');
  }
  const seedImageDir = process.env.SATCHEL_SEED_IMAGE_DIR;
  const running = await startPlatform({ port: 0, settleMs: 50, seedImageDir, ...startOptions, dbPath, now });
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
      if (dir && !keepFile) rmSync(dir, { recursive: true, force: true });
    },
  };
}
