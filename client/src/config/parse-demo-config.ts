import { ENVIRONMENT_NAMES, HEX_ADDRESS, isSecp256k1Scalar } from '@satchel/shared';
import type { DemoConfig } from './demo-config-schema.js';

const MODES: readonly unknown[] = ['sdk', 'api'];
const ENVIRONMENTS: readonly unknown[] = ENVIRONMENT_NAMES;
const API_SESSIONS: readonly unknown[] = ['browser', 'bff'];

/**
 * The demo's stored config (spec §3) if `value` is one, else undefined: the rules of `demoConfigSchema` without
 * zod, so the demo's return visit checks what it stored without loading zod. Like the schema it keeps
 * only its fields; client/test/config/parse-demo-config.test.ts holds the two to the same verdicts.
 * @example
 * parseDemoConfig(JSON.parse(localStorage.getItem('satchel_demo_config') ?? 'null')) ?? defaults
 */
export function parseDemoConfig(value: unknown): DemoConfig | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { mode, apiUrl, environment, clientPrivateKey, clientSWA, apiSession } = value as Record<
    string,
    unknown
  >;
  if (!MODES.includes(mode) || !ENVIRONMENTS.includes(environment)) return undefined;
  if (typeof apiUrl !== 'string' || apiUrl.length === 0) return undefined;
  const hasKey = clientPrivateKey !== undefined;
  if (hasKey && (typeof clientPrivateKey !== 'string' || !isSecp256k1Scalar(clientPrivateKey)))
    return undefined;
  if (typeof clientSWA !== 'string' || !HEX_ADDRESS.test(clientSWA)) return undefined;
  if (apiSession !== undefined && !API_SESSIONS.includes(apiSession)) return undefined;
  return {
    mode,
    apiUrl,
    environment,
    ...(hasKey && { clientPrivateKey }),
    clientSWA,
    ...(apiSession !== undefined && { apiSession }),
  } as DemoConfig;
}
