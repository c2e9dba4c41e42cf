import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnChildPlatform } from './helpers/child-platform.js';
import { waitFor } from './helpers/kill-nine.js';

// Start-up through tsx takes seconds on a quiet machine and far longer on a loaded one; past this, the error says
// what the child printed.
const START_MS = 60_000;

/** Runs `main.ts` as `npm run dev` does, waits for its URL, then stops it with `signal`. */
async function runMain(signal: NodeJS.Signals, env: Record<string, string>) {
  const child = spawnChildPlatform({ LOG_LEVEL: 'silent', ...env });
  try {
    const listening = () => {
      child.ensureRunning('listening');
      return child.listening();
    };
    await waitFor(listening, START_MS, 'main.ts to listen', child.report);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(child.output())?.[1];
    const health = await fetch(`${url}/healthz`);
    child.kill(signal);
    await child.exited;
    return { url, health: health.status, state: child.state(), output: child.output() };
  } finally {
    // never leave the process behind when an expectation above failed
    child.kill();
  }
}

describe('main.ts', () => {
  it('prints its URL, serves, and exits 0 on SIGTERM and SIGINT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-main-'));
    try {
      const term = await runMain('SIGTERM', { PLATFORM_DB: join(dir, 'p.db') });
      expect(term.health).toBe(200);
      expect(term.state).toBe('exit code 0');
      expect(term.output).toMatch(/public URL http:\/\/localhost:\d+/);
      const int = await runMain('SIGINT', {
        PLATFORM_DB: join(dir, 'p.db'),
        PLATFORM_PUBLIC_URL: 'http://platform.test:4100',
      });
      expect(int.health).toBe(200);
      expect(int.state).toBe('exit code 0');
      expect(int.output).toMatch(/public URL http:\/\/platform\.test:4100/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
