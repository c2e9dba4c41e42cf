import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** Runs `main.ts` as `npm run dev` does, waits for its URL, then stops it with `signal`. */
async function runMain(signal: NodeJS.Signals, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
    env: { ...process.env, NODE_OPTIONS: '', PLATFORM_PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += String(c)));
  child.stderr.on('data', (c) => (output += String(c)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]);
      };
      child.stdout.on('data', check);
      child.once('exit', () => reject(new Error(`main exited early: ${output}`)));
    });
    const health = await fetch(`${url}/healthz`);
    child.kill(signal);
    return { url, health: health.status, code: await exited, output };
  } finally {
    // never leave the process behind when an expectation above failed
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

describe('main.ts', () => {
  it('prints its URL, serves, and exits 0 on SIGTERM and SIGINT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-main-'));
    try {
      const term = await runMain('SIGTERM', { PLATFORM_DB: join(dir, 'p.db') });
      expect(term.health).toBe(200);
      expect(term.code).toBe(0);
      expect(term.output).toMatch(/public URL http:\/\/localhost:\d+/);
      const int = await runMain('SIGINT', {
        PLATFORM_DB: join(dir, 'p.db'),
        PLATFORM_PUBLIC_URL: 'http://platform.test:4100',
      });
      expect(int.health).toBe(200);
      expect(int.code).toBe(0);
      expect(int.output).toMatch(/public URL http:\/\/platform\.test:4100/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
