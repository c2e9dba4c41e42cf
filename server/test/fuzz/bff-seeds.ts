import { DEMO_CLIENT } from '@satchel/shared';
import type { RouteDef } from '../../src/http/route.js';
import type { Session } from '../helpers/flows.js';

const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';

/** Real values for the docs' `<…>` placeholders, by field name. */
export interface SeedValues {
  session: Session;
  userOp: Record<string, unknown>;
  signedUserOp: Record<string, unknown>;
}

function fill(value: unknown, key: string, values: SeedValues, route: string): unknown {
  if (key === 'sessionConfig') return values.session;
  if (key === 'userOp') return /\/signUserOp$/.test(route) ? values.userOp : values.signedUserOp;
  if (Array.isArray(value)) return value.map((item) => fill(item, '', values, route));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k, values, route)]));
  if (typeof value !== 'string' || !value.startsWith('<')) return value;
  const byKey: Record<string, string> = {
    otp: '123456',
    token: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
    intentId: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
    collectionAddress: RECIPIENT,
    nftId: '1',
    code_verifier: 'v'.repeat(43),
  };
  return byKey[key] ?? 'fuzz';
}

/**
 * A route's seed: its documented example (the route table's own, so a new route brings its seed) with the
 * placeholders filled from a live session and user operation, plus the client keys a sandbox body may carry.
 */
export function bffSeed(route: RouteDef | undefined, values: SeedValues): Record<string, unknown> {
  const example = (route ? fill(route.example, '', values, route.path) : {}) as Record<string, unknown>;
  return { ...example, client_pk: DEMO_CLIENT.clientPrivateKey, client_swa: DEMO_CLIENT.clientSWA };
}
