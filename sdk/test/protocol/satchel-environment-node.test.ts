import { describe, expect, it } from '@jest/globals';
import { ENVIRONMENT_NAMES, ENVIRONMENTS, type Environment } from '@satchel/shared';
import { satchelEnvironment as nodeEnvironment } from '#satchel-environment';
import { satchelEnvironment as derive } from '../../src/protocol/satchel-addresses.js';
import { satchelEnvironment as nodeVariant } from '../../src/protocol/satchel-environment-node.js';
import { getEnvConfig } from '../../src/protocol/env-config.js';

describe('satchelEnvironment in Node (#satchel-environment, derived once per environment)', () => {
  it('is the node variant under the node condition', () => {
    expect(nodeEnvironment).toBe(nodeVariant);
  });

  it.each(ENVIRONMENT_NAMES)('gives the %s table of the rule, the same frozen object every time', (env) => {
    const first = nodeVariant(env);
    expect(first).toEqual(derive(env));
    expect(first).toEqual(ENVIRONMENTS[env]);
    expect(nodeVariant(env)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { paymaster: string }).paymaster = '0x0';
    }).toThrow(TypeError);
  });

  it('keeps no entry for a name that is not an environment', () => {
    const name = 'toString' as Environment;
    expect(nodeVariant(name)).not.toBe(nodeVariant(name));
    expect(Object.isFrozen(nodeVariant(name))).toBe(false);
  });

  it("gives each client's EnvConfig its own copy of the constants", () => {
    const a = getEnvConfig('sandbox', { platformUrl: 'http://localhost:4100' });
    const b = getEnvConfig('sandbox', { platformUrl: 'http://localhost:4200' });
    a.paymaster = '0x0000000000000000000000000000000000000001';
    expect(b.paymaster).toBe(ENVIRONMENTS.sandbox.paymaster);
    expect(getEnvConfig('sandbox', { platformUrl: 'http://x' }).paymaster).toBe(
      ENVIRONMENTS.sandbox.paymaster,
    );
    expect(b.apiUrl).toBe('http://localhost:4200');
  });
});
