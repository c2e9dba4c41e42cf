import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

describe('startPlatform', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform.close();
  });

  it('answers /healthz on an ephemeral port', async () => {
    const res = await fetch(`${platform.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(platform.port).toBeGreaterThan(0);
    expect(platform.ctx.config.publicUrl).toBe(`http://localhost:${platform.port}`);
  });
});
