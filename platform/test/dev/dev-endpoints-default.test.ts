import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { isLoopbackHost } from '../../src/dev/dev-endpoints-enabled.js';
import { createLogger } from '../../src/http/logger.js';
import { loadConfig } from '../../src/index.js';
import { request } from '../helpers/request.js';
import { startPlatform, type PlatformOptions } from '@satchel/test-support';

// Issue 20 finding 7: `/dev/*` (anyone's live OTP, a full wipe) must not be on by default on a platform that listens
// on anything but loopback; whenever they are on, the start says so with a warning.
const WARNING = /dev endpoints are ON/;

async function startWithLogs(options: PlatformOptions) {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
  const platform = await startPlatform({ ...options, logger: createLogger('info', sink) });
  const devJwt = await request(platform.url, 'POST', '/dev/client-jwt', { body: { sub: 'probe' } });
  const warnings = lines.filter((line) => WARNING.test(line)).map((line) => JSON.parse(line));
  return { platform, status: devJwt.status, errorCode: devJwt.json?.error?.errorCode, warnings };
}

describe('dev endpoints are safe by default', () => {
  it('on 0.0.0.0 without PLATFORM_DEV_ENDPOINTS: every /dev route is 404 NOT_FOUND and nothing is warned', async () => {
    const { platform, status, errorCode, warnings } = await startWithLogs({ host: '0.0.0.0' });
    try {
      expect({ status, errorCode }).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
      const otp = await request(platform.url, 'GET', '/dev/otp?contact=ada@example.com');
      const reset = await request(platform.url, 'POST', '/dev/reset');
      expect([otp.status, reset.status]).toEqual([404, 404]);
      expect(warnings).toEqual([]);
      expect((await request(platform.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await platform.close();
    }
  });

  it('on 0.0.0.0 with devEndpoints set explicitly: on, with a warning at start', async () => {
    const { platform, status, warnings } = await startWithLogs({ host: '0.0.0.0', devEndpoints: true });
    try {
      expect(status).toBe(200);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, host: '0.0.0.0' });
    } finally {
      await platform.close();
    }
  });

  it('on loopback without PLATFORM_DEV_ENDPOINTS: on (npm start, the e2e harness), with the warning', async () => {
    const { platform, status, warnings } = await startWithLogs({ host: '127.0.0.1' });
    try {
      expect(status).toBe(200);
      expect(warnings).toHaveLength(1);
    } finally {
      await platform.close();
    }
  });

  it('on loopback with devEndpoints false: off, no warning', async () => {
    const { platform, status, warnings } = await startWithLogs({ devEndpoints: false });
    try {
      expect(status).toBe(404);
      expect(warnings).toEqual([]);
    } finally {
      await platform.close();
    }
  });

  it('PLATFORM_DEV_ENDPOINTS unset or empty leaves the choice to the interface; true/false decide', () => {
    expect(loadConfig({}).devEndpoints).toBeUndefined();
    expect(loadConfig({ PLATFORM_DEV_ENDPOINTS: ' ' }).devEndpoints).toBeUndefined();
    expect(loadConfig({ PLATFORM_DEV_ENDPOINTS: 'true' }).devEndpoints).toBe(true);
    expect(loadConfig({ PLATFORM_DEV_ENDPOINTS: 'false' }).devEndpoints).toBe(false);
  });

  it('loopback interfaces', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ])
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: true });
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.10',
      '10.0.0.1',
      'platform',
      'example.com',
      '',
      '128.0.0.1',
    ])
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: false });
  });
});
