import { ENVIRONMENT_CHAINS, type Environment, type EnvironmentConstants } from '@satchel/shared';
import { satchelEnvironment as derive } from './satchel-addresses.js';

const derived = new Map<Environment, EnvironmentConstants>();

/**
 * `satchelEnvironment` in Node (`#satchel-environment`, condition `node`): each environment's constants derived once
 * per process, frozen. The BFF builds an SDK client per request, and each client derived its environment's three
 * addresses anew (six Keccak-256, ≈ 0.1 ms of CPU per request; bench/RESULTS.md "BFF"). The browser build keeps
 * deriving per client (few clients, and the bundle has no bytes to spare). Callers only read the constants.
 * @example
 * const { entryPoint } = satchelEnvironment('sandbox'); // the same frozen object on every call
 */
export function satchelEnvironment(environment: Environment): EnvironmentConstants {
  if (!Object.hasOwn(ENVIRONMENT_CHAINS, environment)) return derive(environment);
  let constants = derived.get(environment);
  if (!constants) derived.set(environment, (constants = Object.freeze(derive(environment))));
  return constants;
}
