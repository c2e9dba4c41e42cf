import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// scripts/check-prerequisites.mjs, which `npm test` and `npm start` run first.
const script = fileURLToPath(new URL('../../scripts/check-prerequisites.mjs', import.meta.url));
const check = (purpose: string, env: Record<string, string> = {}) =>
  new Promise<{ code: number; stderr: string; stdout: string }>((resolve) =>
    execFile(
      process.execPath,
      [script, purpose],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );

describe('system prerequisites', () => {
  it('says nothing and passes when everything is there', async () => {
    expect(await check('test')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('stops with one line naming what is missing and the command that installs it', async () => {
    const res = await check('test', { REDIS_SERVER: '/nonexistent/redis-server' });
    expect(res.code).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^npm test needs redis-server \(the BFF scale-out tests start one\)\. Install: (sudo apt-get install -y redis-server|brew install redis)$/,
      ),
    ]);
    // `npm start` does not need Redis.
    expect((await check('start', { REDIS_SERVER: '/nonexistent/redis-server' })).code).toBe(0);
  });

  it('runs before npm test and npm start', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toMatch(/^node scripts\/check-prerequisites\.mjs test && /);
    expect(scripts.start).toMatch(/^node scripts\/check-prerequisites\.mjs start && /);
  });
});
