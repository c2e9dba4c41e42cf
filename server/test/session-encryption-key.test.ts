import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/config.js';
import { open, seal } from '../src/shared-state/sessions/session-cipher.js';

// SESSION_ENCRYPTION_KEY: required in production, 64 hex, or a file; elsewhere a random key per process. And the
// cipher it feeds: a value opens only with its key and under its own store key.
const KEY = 'c3'.repeat(32);
const dir = mkdtempSync(join(tmpdir(), 'satchel-session-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SESSION_ENCRYPTION_KEY', () => {
  it('production refuses to start without it, saying what to set', () => {
    expect(() => loadConfig({ SATCHEL_ENVIRONMENT: 'production' })).toThrow(
      new ConfigError(
        'SESSION_ENCRYPTION_KEY is required in production (64 hex characters, e.g. `openssl rand -hex 32`): ' +
          'it encrypts the sessions the BFF keeps for its cookie',
      ),
    );
    expect(loadConfig({ SATCHEL_ENVIRONMENT: 'production', SESSION_ENCRYPTION_KEY: KEY })).toMatchObject({
      sessionEncryptionKey: Buffer.from(KEY, 'hex'),
      sessionEncryptionKeyGenerated: false,
    });
  });

  it('a malformed key stops the server; a file holding it works', () => {
    for (const bad of ['abc', 'zz'.repeat(32), 'c3'.repeat(31)])
      expect(() => loadConfig({ SESSION_ENCRYPTION_KEY: bad })).toThrow(
        'SESSION_ENCRYPTION_KEY must be 64 hex characters (32 bytes)',
      );
    const file = join(dir, 'key');
    writeFileSync(file, `${KEY}\n`);
    expect(loadConfig({ SESSION_ENCRYPTION_KEY_FILE: file }).sessionEncryptionKey).toEqual(
      Buffer.from(KEY, 'hex'),
    );
  });

  it('elsewhere, without one, each process draws its own', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.sessionEncryptionKeyGenerated).toBe(true);
    expect(a.sessionEncryptionKey).toHaveLength(32);
    expect(a.sessionEncryptionKey.equals(b.sessionEncryptionKey)).toBe(false);
  });

  it('a sealed value opens only with its key and its store key, and is not the plaintext', () => {
    const key = Buffer.from(KEY, 'hex');
    const sealed = seal(key, Buffer.from('{"sessionPrivKey":"0x11"}'), 'slot-1');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('sessionPrivKey');
    expect(open(key, sealed, 'slot-1')?.toString()).toBe('{"sessionPrivKey":"0x11"}');
    expect(open(key, sealed, 'slot-2')).toBeUndefined();
    expect(open(Buffer.alloc(32, 1), sealed, 'slot-1')).toBeUndefined();
    expect(open(key, sealed.slice(0, -4) + 'AAA=', 'slot-1')).toBeUndefined();
  });
});
