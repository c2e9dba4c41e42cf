import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT } from '@satchel/shared';
import { loadConfig } from '../src/config.js';

// Production settings: the client key from a secret file, and REDIS_URL.
const dir = mkdtempSync(join(tmpdir(), 'satchel-secret-'));
const KEY = `0x${'1f'.repeat(32)}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('production configuration', () => {
  it('CLIENT_PRIVATE_KEY_FILE reads the key from a file (trailing newline ignored)', () => {
    const file = join(dir, 'client-key');
    writeFileSync(file, `${KEY}\n`);
    expect(loadConfig({ CLIENT_PRIVATE_KEY_FILE: file }).clientPrivateKey).toBe(KEY);
    expect(loadConfig({}).clientPrivateKey).toBe(DEMO_CLIENT.clientPrivateKey);
  });

  it('refuses a missing file, a bad key in it, or both variables at once', () => {
    expect(() => loadConfig({ CLIENT_PRIVATE_KEY_FILE: join(dir, 'nope') })).toThrow(
      `CLIENT_PRIVATE_KEY_FILE: cannot read ${join(dir, 'nope')}`,
    );
    const bad = join(dir, 'bad-key');
    writeFileSync(bad, 'not a key');
    expect(() => loadConfig({ CLIENT_PRIVATE_KEY_FILE: bad })).toThrow('CLIENT_PRIVATE_KEY:');
    expect(() => loadConfig({ CLIENT_PRIVATE_KEY: KEY, CLIENT_PRIVATE_KEY_FILE: bad })).toThrow(
      'CLIENT_PRIVATE_KEY and CLIENT_PRIVATE_KEY_FILE are both set',
    );
  });

  it('REDIS_URL must be a redis:// or rediss:// URL; empty means in memory', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache:6380/0' }).redisUrl).toBe(
      'rediss://user:pw@cache:6380/0',
    );
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });
});
