import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock whose holder is gone, or older than any build, is taken over (a killed builder must not block forever). */
const STALE_MS = 10 * 60_000;
const POLL_MS = 100;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function isStale(lockPath: string): boolean {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    const age = Date.now() - statSync(lockPath).mtimeMs;
    return age > STALE_MS || (pid > 0 && !isAlive(pid));
  } catch {
    return false;
  }
}

function tryLock(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Two waiters may both see it stale, and the second remove a lock just taken: then two processes build, which
    // costs time only (what is built is written atomically).
    if (isStale(lockPath)) rmSync(lockPath, { force: true });
    return false;
  }
}

/**
 * What `ready` finds, else what `build` makes, built by one process at a time: processes sharing `lockPath` wait
 * while another holds it (checking `ready` again), so something they can all use is built once.
 */
export async function buildLocked<T>(
  lockPath: string,
  ready: () => T | undefined,
  build: () => Promise<T>,
): Promise<T> {
  for (;;) {
    const found = ready();
    if (found !== undefined) return found;
    if (tryLock(lockPath))
      try {
        return ready() ?? (await build());
      } finally {
        rmSync(lockPath, { force: true });
      }
    await sleep(POLL_MS);
  }
}
