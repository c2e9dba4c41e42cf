import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error.js';

/** Reading environment variables: numbers, texts with defaults, and secrets given inline or as a file. */

export type Env = Record<string, string | undefined>;

export const integer = (env: Env, key: string, fallback: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ConfigError(`${key} must be a non-negative integer`);
  return value;
};

export const text = (env: Env, key: string, fallback: string) =>
  env[key] === undefined || env[key] === '' ? fallback : env[key];

/** `KEY`, or the content of the file `KEY_FILE` names (a Docker/Kubernetes secret), never both. */
export function secretOf(env: Env, key: string): string | undefined {
  const file = env[`${key}_FILE`];
  if (!file) return env[key] || undefined;
  if (env[key]) throw new ConfigError(`${key} and ${key}_FILE are both set`);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new ConfigError(`${key}_FILE: cannot read ${file}`);
  }
}
