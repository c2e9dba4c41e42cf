import { LOCAL_DEFAULTS, OTP } from '@satchel/shared';
import type { PlatformConfig } from './context.js';

export interface LoadedConfig extends Omit<PlatformConfig, 'devEndpoints'> {
  /** `PLATFORM_DEV_ENDPOINTS`; undefined when unset: then on only when the platform listens on loopback. */
  devEndpoints: boolean | undefined;
  logLevel: string;
}

const DEFAULT_GAS_VALUES = { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' } as const;

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function parseHexQuantity(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^0x(0|[1-9a-f][0-9a-f]*)$/.test(value.trim()))
    throw new Error(`${name} must be a minimal 0x hex quantity`);
  return value.trim();
}

/** The platform configuration from environment variables (README lists them with their defaults). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const port = parseInteger('PLATFORM_PORT', env.PLATFORM_PORT, LOCAL_DEFAULTS.platformPort);
  return {
    port,
    dbPath: env.PLATFORM_DB?.trim() || './data/platform.db',
    publicUrl: (env.PLATFORM_PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    settleMs: parseInteger('PLATFORM_SETTLE_MS', env.PLATFORM_SETTLE_MS, 1500),
    devEndpoints: parseBoolean('PLATFORM_DEV_ENDPOINTS', env.PLATFORM_DEV_ENDPOINTS),
    otpClientMaxSends: parseInteger(
      'PLATFORM_OTP_CLIENT_MAX_SENDS',
      env.PLATFORM_OTP_CLIENT_MAX_SENDS,
      OTP.maxSendsPerClientPerWindow,
    ),
    allowedOrigins: (env.PLATFORM_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter((o) => o !== ''),
    gasValues: {
      maxFeePerGas: parseHexQuantity(
        'PLATFORM_GAS_MAX_FEE',
        env.PLATFORM_GAS_MAX_FEE,
        DEFAULT_GAS_VALUES.maxFeePerGas,
      ),
      maxPriorityFeePerGas: parseHexQuantity(
        'PLATFORM_GAS_PRIORITY_FEE',
        env.PLATFORM_GAS_PRIORITY_FEE,
        DEFAULT_GAS_VALUES.maxPriorityFeePerGas,
      ),
    },
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
