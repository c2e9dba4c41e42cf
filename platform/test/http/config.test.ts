import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/index.js';

describe('loadConfig', () => {
  it('defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4100,
      dbPath: './data/platform.db',
      publicUrl: 'http://localhost:4100',
      settleMs: 1500,
      devEndpoints: undefined,
      otpClientMaxSends: 20,
      allowedOrigins: [],
      gasValues: { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' },
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PLATFORM_PORT: '4200',
        PLATFORM_DB: '/tmp/x.db',
        PLATFORM_PUBLIC_URL: 'https://platform.example.com/',
        PLATFORM_SETTLE_MS: '10',
        PLATFORM_DEV_ENDPOINTS: 'false',
        PLATFORM_OTP_CLIENT_MAX_SENDS: '500',
        PLATFORM_ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com/ ,',
        PLATFORM_GAS_MAX_FEE: '0x10',
        PLATFORM_GAS_PRIORITY_FEE: '0x1',
        LOG_LEVEL: 'debug',
      }),
    ).toEqual({
      port: 4200,
      dbPath: '/tmp/x.db',
      publicUrl: 'https://platform.example.com',
      settleMs: 10,
      devEndpoints: false,
      otpClientMaxSends: 500,
      allowedOrigins: ['https://a.example.com', 'https://b.example.com'],
      gasValues: { maxFeePerGas: '0x10', maxPriorityFeePerGas: '0x1' },
      logLevel: 'debug',
    });
    expect(loadConfig({ PLATFORM_PORT: '4200' }).publicUrl).toBe('http://localhost:4200');
  });

  it('rejects invalid values with the variable name', () => {
    expect(() => loadConfig({ PLATFORM_PORT: 'abc' })).toThrow(/PLATFORM_PORT/);
    expect(() => loadConfig({ PLATFORM_DEV_ENDPOINTS: 'maybe' })).toThrow(/PLATFORM_DEV_ENDPOINTS/);
    expect(() => loadConfig({ PLATFORM_GAS_MAX_FEE: '0x0010' })).toThrow(/PLATFORM_GAS_MAX_FEE/);
    expect(() => loadConfig({ PLATFORM_SETTLE_MS: '-1' })).toThrow(/PLATFORM_SETTLE_MS/);
    expect(() => loadConfig({ PLATFORM_OTP_CLIENT_MAX_SENDS: 'lots' })).toThrow(
      /PLATFORM_OTP_CLIENT_MAX_SENDS/,
    );
  });
});
