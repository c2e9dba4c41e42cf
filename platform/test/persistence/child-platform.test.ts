import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnChildPlatform } from './helpers/child-platform.js';
import { waitFor } from './helpers/kill-nine.js';

describe('the kill -9 helpers report what they waited for', () => {
  it('waitFor names what it waited for and the details past its deadline', async () => {
    await expect(
      waitFor(
        () => false,
        50,
        'the moon',
        () => 'it printed: (nothing)',
      ),
    ).rejects.toThrow('timed out after 0.05 s waiting for the moon\nit printed: (nothing)');
    await expect(waitFor(() => true, 50, 'the moon')).resolves.toBeUndefined();
  });

  it('a child platform that cannot start ends, and what it printed is kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-child-'));
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    const child = spawnChildPlatform({ PLATFORM_DB: join(file, 'platform.db') });
    try {
      expect(await child.exited).toBeNull();
      expect(child.state()).toBe('exit code 1');
      expect(child.listening()).toBe(false);
      expect(child.output()).toContain('platform failed to start');
      expect(child.output()).toContain('EEXIST');
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
