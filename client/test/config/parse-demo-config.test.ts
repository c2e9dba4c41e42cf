import { describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, INPUT_LIMITS, validate } from '@satchel/shared';
import { demoConfigSchema } from '../../src/config/demo-config-schema.js';
import { parseDemoConfig } from '../../src/config/parse-demo-config.js';

const valid = {
  mode: 'api',
  apiUrl: 'http://localhost:4000',
  environment: 'sandbox',
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
};
const n = `0x${INPUT_LIMITS.secp256k1N.toString(16)}`;

// Each case changes one thing; the zod-free check must reach the schema's verdict and, when valid, its output.
const cases: [string, unknown][] = [
  ['valid (api)', valid],
  ['valid (sdk, production, extra keys dropped)', { ...valid, mode: 'sdk', environment: 'production', x: 1 }],
  ['valid (staging)', { ...valid, environment: 'staging' }],
  ['valid (no client key: signed by the BFF)', { ...valid, clientPrivateKey: undefined }],
  ['valid (api session on the BFF)', { ...valid, apiSession: 'bff' }],
  ['valid (api session in the browser)', { ...valid, apiSession: 'browser' }],
  ['unknown api session', { ...valid, apiSession: 'cookie' }],
  ['null', null],
  ['a string', 'config'],
  ['an array', [valid]],
  ['unknown mode', { ...valid, mode: 'mock' }],
  ['missing mode', { ...valid, mode: undefined }],
  ['empty apiUrl', { ...valid, apiUrl: '' }],
  ['apiUrl not a string', { ...valid, apiUrl: 4000 }],
  ['unknown environment', { ...valid, environment: 'mainnet' }],
  ['short private key', { ...valid, clientPrivateKey: '0x1234' }],
  ['private key without 0x', { ...valid, clientPrivateKey: '11'.repeat(32) }],
  ['zero private key', { ...valid, clientPrivateKey: `0x${'0'.repeat(64)}` }],
  ['private key n', { ...valid, clientPrivateKey: n }],
  ['private key not a string', { ...valid, clientPrivateKey: 1 }],
  ['short SWA', { ...valid, clientSWA: '0x1234' }],
  ['SWA with a non-hex digit', { ...valid, clientSWA: `0x${'g'.repeat(40)}` }],
  ['missing SWA', { ...valid, clientSWA: undefined }],
];

describe('parseDemoConfig', () => {
  it.each(cases)('agrees with demoConfigSchema: %s', (_, value) => {
    const zod = validate(demoConfigSchema, value);
    expect(parseDemoConfig(value)).toEqual(zod.success ? zod.data : undefined);
  });

  it('accepts the valid cases and refuses the others', () => {
    const accepted = cases.filter(([, v]) => parseDemoConfig(v)).map(([name]) => name);
    expect(accepted).toEqual(cases.slice(0, 6).map(([name]) => name));
  });

  it('the Update form names what is wrong', () => {
    expect(validate(demoConfigSchema, { ...valid, mode: 'web' })).toMatchObject({
      success: false,
      message: 'Validation failed: Invalid option: expected one of "sdk"|"api"',
    });
  });
});
