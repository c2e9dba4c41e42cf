import {
  ADDRESS_ROLES,
  ENVIRONMENT_CHAINS,
  type Environment,
  type EnvironmentConstants,
} from '@satchel/shared';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { checksumAddress } from '../crypto/checksum-address.js';
import type { Address } from '../crypto/hex-types.js';
import { keccak256Bytes } from '#keccak256';
import { toHex } from '../crypto/hex-bytes.js';

/**
 * Satchel's constants of one environment (docs/protocol.md §2.1), each address derived by its rule: EIP-55 of the
 * last 20 bytes of `keccak256("satchel:<env>:<role>")`. Derived rather than tabled so that the SDK bundle carries
 * the rule (a few bytes) instead of nine addresses.
 * @example
 * const { paymaster, chainId } = satchelEnvironment('sandbox'); // 0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA, 1802466136
 */
export function satchelEnvironment(environment: Environment): EnvironmentConstants {
  const constants = { ...ENVIRONMENT_CHAINS[environment] } as EnvironmentConstants;
  for (const role of ADDRESS_ROLES) {
    const digest = toHex(keccak256Bytes(utf8ToBytes(`satchel:${environment}:${role}`)));
    constants[role] = checksumAddress(`0x${digest.slice(-40)}` as Address);
  }
  return constants;
}
