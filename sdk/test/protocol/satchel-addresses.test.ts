import { describe, expect, it } from '@jest/globals';
import { ENVIRONMENT_NAMES, ENVIRONMENTS } from '@satchel/shared';
import { getAddress, keccak256, toBytes } from 'viem';
import { satchelEnvironment } from '../../src/protocol/satchel-addresses.js';

describe('satchelEnvironment (docs/protocol.md §2.1)', () => {
  it.each(ENVIRONMENT_NAMES)('derives the %s table the platform reads, address by address', (env) => {
    expect(satchelEnvironment(env)).toEqual(ENVIRONMENTS[env]);
  });

  it('follows the rule as viem computes it: EIP-55 of the last 20 bytes of keccak256("satchel:<env>:<role>")', () => {
    const viaViem = getAddress(`0x${keccak256(toBytes('satchel:sandbox:jobManager')).slice(-40)}`);
    expect(satchelEnvironment('sandbox').jobManager).toBe(viaViem);
  });
});
