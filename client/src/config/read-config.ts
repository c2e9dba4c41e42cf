import { parseDemoConfig } from './parse-demo-config.js';
import { DEFAULT_CONFIG, forThisBuild, type DemoConfig } from './config-store.js';
import { API_URL } from './env.js';
import { STORAGE_KEYS } from './storage-keys.js';

/**
 * Reads the stored config; anything unreadable or invalid falls back to the defaults instead of crashing. Checked
 * with parseDemoConfig (demoConfigSchema's rules without zod), so a return visit loads no zod either.
 */
export function readConfig(): DemoConfig {
  let raw: unknown;
  try {
    const text = localStorage.getItem(STORAGE_KEYS.config);
    if (!text) return DEFAULT_CONFIG;
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_CONFIG;
  }
  const stored = parseDemoConfig(raw);
  // The API URL is fixed at build time (read-only in the form), so a stale stored one never wins.
  return stored ? forThisBuild({ ...stored, apiUrl: API_URL }) : DEFAULT_CONFIG;
}
