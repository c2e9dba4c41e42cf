import type { PlatformName } from '@satchel/shared';
import type { Address, Hex } from '../../crypto/hex-types.js';
import { fromHex, toHex } from '../../crypto/index.js';
import { keccak256Bytes } from '#keccak256';
import { encodeAbiParameters } from '../abi/encode-abi-parameters.js';
import type { PackedUserOperation } from './user-operation-types.js';

/**
 * Entry point and chain id of the platform environment (never the intent's chain), and the platform whose gasFees
 * packing the hash uses (`packUserOp`; default `satchel`).
 * @example
 * const { entryPoint, chainId }: UserOpHashContext = getEnvConfig('sandbox', { platformUrl });
 */
export interface UserOpHashContext {
  entryPoint: Address;
  chainId: number | bigint;
  platform?: PlatformName | undefined;
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

// Bytes-level keccak, the SDK's fast one: the signing hot path hashes ~1.5 KB per operation (§10.3).
const keccak = (hex: Hex): Hex => toHex(keccak256Bytes(fromHex(hex)));
const KECCAK_EMPTY: Hex = '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470';

/**
 * ERC-4337 v0.7 userOpHash (§10.3), equal to viem `getUserOperationHash({entryPointVersion: '0.7'})`:
 * `keccak256(abi.encode(keccak256(inner), entryPoint, chainId))`.
 * @example
 * const hash = getUserOpHash(packUserOp(op), { entryPoint: env.entryPoint, chainId: env.chainId });
 */
export function getUserOpHash(op: PackedUserOperation, { entryPoint, chainId }: UserOpHashContext): Hex {
  const inner = encodeAbiParameters(INNER, [
    op.sender,
    BigInt(op.nonce),
    op.initCode === '0x' ? KECCAK_EMPTY : keccak(op.initCode),
    keccak(op.callData),
    op.accountGasLimits,
    BigInt(op.preVerificationGas),
    op.gasFees,
    keccak(op.paymasterAndData),
  ]);
  return keccak(encodeAbiParameters(OUTER, [keccak(inner), entryPoint, BigInt(chainId)]));
}
