import { ENVIRONMENT_NAMES, ENVIRONMENTS, type Environment } from '@satchel/shared';
import { OKTO_ADDRESSES } from '../okto/okto-addresses.js';

/**
 * Each environment has two address sets: Satchel's own (docs/protocol.md §2.1) and Okto's public one, so that
 * unmodified Okto v2 apps run against the platform. A session is bound at login to the set of the paymaster it
 * presented; every later check uses that set only.
 */
export const ADDRESS_SETS = ['satchel', 'okto'] as const;
export type AddressSet = (typeof ADDRESS_SETS)[number];

export interface EnvironmentAddresses {
  chainId: number;
  paymaster: `0x${string}`;
  jobManager: `0x${string}`;
  entryPoint: `0x${string}`;
}

/** The addresses (and chain id) a session of `env` authenticated with `set` is checked against. */
export function environmentAddresses(env: Environment, set: AddressSet = 'satchel'): EnvironmentAddresses {
  const { chainId, paymaster, jobManager, entryPoint } = ENVIRONMENTS[env];
  return set === 'okto'
    ? { chainId, ...OKTO_ADDRESSES[env] }
    : { chainId, paymaster, jobManager, entryPoint };
}

/** The environment and address set whose paymaster this is (case-insensitive), if any. */
export function findPaymaster(paymaster: string): { env: Environment; set: AddressSet } | undefined {
  const p = paymaster.toLowerCase();
  for (const set of ADDRESS_SETS) {
    const env = ENVIRONMENT_NAMES.find(
      (name) => environmentAddresses(name, set).paymaster.toLowerCase() === p,
    );
    if (env) return { env, set };
  }
  return undefined;
}

export const isAddressSet = (value: unknown): value is AddressSet =>
  (ADDRESS_SETS as readonly unknown[]).includes(value);
