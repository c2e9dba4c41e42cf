import {
  DEFAULT_DEMO_ENVIRONMENT,
  DEMO_CLIENT,
  demoConfigSchema,
  validate,
  type DemoConfig,
} from '@satchel/shared';
import { API_URL } from './env.js';
import { STORAGE_KEYS } from './storage-keys.js';

export type { DemoConfig };
export type Mode = DemoConfig['mode'];

export const DEFAULT_CONFIG: DemoConfig = {
  mode: 'sdk',
  apiUrl: API_URL,
  environment: DEFAULT_DEMO_ENVIRONMENT as DemoConfig['environment'],
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
};

/** Reads the stored config; anything unreadable or invalid falls back to the defaults instead of crashing. */
export function readConfig(): DemoConfig {
  let raw: unknown;
  try {
    const text = localStorage.getItem(STORAGE_KEYS.config);
    if (!text) return DEFAULT_CONFIG;
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_CONFIG;
  }
  const result = validate(demoConfigSchema, raw);
  // The API URL is fixed at build time (read-only in the form), so a stale stored one never wins.
  return result.success ? { ...result.data, apiUrl: API_URL } : DEFAULT_CONFIG;
}

export function saveConfig(config: DemoConfig): void {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify({ ...config, apiUrl: API_URL }));
}

export function clearConfig(): void {
  localStorage.removeItem(STORAGE_KEYS.config);
}

/** `0x8035…ef74`: enough to recognise a key without showing it. */
export function maskSecret(value: string, visible = 4): string {
  if (value.length <= visible * 2 + 2) return '•'.repeat(value.length);
  return `${value.slice(0, visible + 2)}…${value.slice(-visible)}`;
}
