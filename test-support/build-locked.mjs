import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock whose holder is gone, or older than any build, is taken over (a killed builder must not block forever). */
const STALE_MS = 10 * 60_000;
const POLL_MS = 100;

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function isStale(lockPath) {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    const age = Date.now() - statSync(lockPath).mtimeMs;
    return age > STALE_MS || (pid > 0 && !isAlive(pid));
  } catch {
    return false;
  }
}

function tryLock(lockPath) {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    // Two waiters may both see it stale, and the second remove a lock just taken: then two processes build, which
    // costs time only (what is built is written atomically).
    if (isStale(lockPath)) rmSync(lockPath, { force: true });
    return false;
  }
}

/**
 * What `ready` finds, else what `build` makes, built by one process at a time: processes sharing `lockPath` wait
 * while another holds it (checking `ready` again), so something they can all use is built once.
 * @template T
 * @param {string} lockPath
 * @param {() => T | undefined} ready
 * @param {() => Promise<T>} build
 * @returns {Promise<T>}
 */
export async function buildLocked(lockPath, ready, build) {
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
