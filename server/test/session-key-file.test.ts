import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config.js';
import { ensureSessionKeyFile } from '../src/session-key/session-key-file.js';

// The scale profile's shared session key (docker-compose.yml, service `session-key`): the operator's key, else the
// file's, else one new key, the same for every writer; the instances read it as SESSION_ENCRYPTION_KEY_FILE.
const MAIN = fileURLToPath(new URL('../src/session-key/main.ts', import.meta.url));
const KEY = 'a7'.repeat(32);
const dir = mkdtempSync(join(tmpdir(), 'satchel-shared-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshPath = () => join(dir, `key-${++files}`);
const keyIn = (path: string) => readFileSync(path, 'utf8').trim();

async function runMain(path: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', MAIN, path],
      { env: { ...process.env, NODE_OPTIONS: '', SESSION_ENCRYPTION_KEY: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the shared session key file', () => {
  it('draws one key, then keeps it; the BFF reads it as SESSION_ENCRYPTION_KEY_FILE', () => {
    const path = freshPath();
    expect(ensureSessionKeyFile(path, undefined)).toBe('created');
    const drawn = keyIn(path);
    expect(drawn).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path).mode & 0o777).toBe(0o400);
    expect(ensureSessionKeyFile(path, undefined)).toBe('kept');
    expect(keyIn(path)).toBe(drawn);
    expect(loadConfig({ SESSION_ENCRYPTION_KEY_FILE: path })).toMatchObject({
      sessionEncryptionKey: Buffer.from(drawn, 'hex'),
      sessionEncryptionKeyGenerated: false,
    });
    expect(readdirSync(dir).filter((name) => name.startsWith(`key-${files}.`))).toEqual([]);
  });

  it("writes the operator's key over a drawn one, and refuses a malformed one", () => {
    const path = freshPath();
    ensureSessionKeyFile(path, undefined);
    expect(ensureSessionKeyFile(path, KEY)).toBe('given');
    expect(keyIn(path)).toBe(KEY);
    expect(() => ensureSessionKeyFile(path, 'c3'.repeat(31))).toThrow(
      'SESSION_ENCRYPTION_KEY must be 64 hex characters (32 bytes)',
    );
    expect(keyIn(path)).toBe(KEY);
  });

  it('never overwrites a file that holds something else', () => {
    const path = freshPath();
    writeFileSync(path, 'not a key\n');
    expect(() => ensureSessionKeyFile(path, undefined)).toThrow(
      `${path} holds no session key (64 hex characters); remove it to draw a new one`,
    );
    expect(readFileSync(path, 'utf8')).toBe('not a key\n');
  });

  it('as a process: writers racing on one file leave one key; the key is never printed', async () => {
    const path = freshPath();
    const runs = await Promise.all([1, 2, 3, 4].map(() => runMain(path)));
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 0]);
    const key = keyIn(path);
    expect(runs.filter((run) => run.output.includes(`new key in ${path}`))).toHaveLength(1);
    for (const run of runs) expect(run.output).not.toContain(key);
    const given = await runMain(path, { SESSION_ENCRYPTION_KEY: KEY });
    expect(given).toEqual({ code: 0, output: `session key: SESSION_ENCRYPTION_KEY written to ${path}\n` });
    const bad = await runMain(path, { SESSION_ENCRYPTION_KEY: 'zz'.repeat(32) });
    expect(bad).toEqual({
      code: 1,
      output: 'session key: SESSION_ENCRYPTION_KEY must be 64 hex characters (32 bytes)\n',
    });
    expect(keyIn(path)).toBe(KEY);
  });
});
