import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// scripts/check-prerequisites.mjs, which `npm test` and `npm start` run first.
const script = fileURLToPath(new URL('../../scripts/check-prerequisites.mjs', import.meta.url));
const check = (purpose: string, env: Record<string, string> = {}, file = script) =>
  new Promise<{ code: number; stderr: string; stdout: string }>((resolve) =>
    execFile(
      process.execPath,
      [file, purpose],
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

  it("asks for the Node.js of package.json's engines, to the patch", async () => {
    const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toBe('>=20.19.0'); // what the README says
    // The script in a folder of its own, under a package.json asking for this Node.js or its next patch.
    const root = mkdtempSync(join(tmpdir(), 'prerequisites-'));
    try {
      mkdirSync(join(root, 'scripts'));
      const copy = join(root, 'scripts', 'check-prerequisites.mjs');
      copyFileSync(script, copy);
      const [major, minor, patch] = process.versions.node.split('.').map(Number) as [number, number, number];
      const nodeLine = async (floor: string) => {
        writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: `>=${floor}` } }));
        const { stderr } = await check('start', {}, copy);
        return /Node\.js \S+ or later \(this is v[\d.]+\)/.exec(stderr)?.[0];
      };
      expect(await nodeLine(`${major}.${minor}.${patch}`)).toBeUndefined();
      expect(await nodeLine(`${major}.${minor}.${patch + 1}`)).toBe(
        `Node.js ${major}.${minor}.${patch + 1} or later (this is ${process.version})`,
      );
      expect(await nodeLine(`${major}.${minor + 1}.0`)).toBeDefined();
      expect(await nodeLine(`${major - 1}.99.99`)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('runs before npm test and npm start', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toMatch(/^node scripts\/check-prerequisites\.mjs test && /);
    expect(scripts.start).toMatch(/^node scripts\/check-prerequisites\.mjs start && /);
  });
});
