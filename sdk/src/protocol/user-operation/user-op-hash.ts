import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeAbiParameters, type Address, type Hex } from 'viem';
import { fromHex, toHex } from '../../crypto/index.js';
import type { PackedUserOperation } from './user-operation-types.js';

/** Entry point and chain id of the platform environment (never the intent's chain). */
export interface UserOpHashContext {
  entryPoint: Address;
  chainId: number | bigint;
}

const INNER = [
  { type: 'address' },
  { type: 'uint256' },
  { type: 'bytes32' },
  { type: 'bytes32' },
  { type: 'bytes32' },
  { type: 'uint256' },
  { type: 'bytes32' },
  { type: 'bytes32' },
] as const;
const OUTER = [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }] as const;

// noble keccak on bytes: viem's keccak256 adds hex round trips on the signing hot path.
const keccak = (hex: Hex): Hex => toHex(keccak_256(fromHex(hex)));

/**
 * ERC-4337 v0.7 userOpHash (§10.3), equal to viem `getUserOperationHash({entryPointVersion: '0.7'})`:
 * `keccak256(abi.encode(keccak256(inner), entryPoint, chainId))`.
 */
export function getUserOpHash(op: PackedUserOperation, { entryPoint, chainId }: UserOpHashContext): Hex {
  const inner = encodeAbiParameters(INNER, [
    op.sender.toLowerCase() as Address,
    BigInt(op.nonce),
    keccak(op.initCode),
    keccak(op.callData),
    op.accountGasLimits,
    BigInt(op.preVerificationGas),
    op.gasFees,
    keccak(op.paymasterAndData),
  ]);
  return keccak(encodeAbiParameters(OUTER, [keccak(inner), entryPoint.toLowerCase() as Address, BigInt(chainId)]));
}
