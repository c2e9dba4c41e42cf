import type { SignedUserOperation } from '@satchel/shared';
import { encodeFunctionData, type Hex } from 'viem';
import { satchelEntryPointAbi } from '../artifacts/satchel-entry-point.js';
import { packUserOperation } from './pack-user-operation.js';

/** The calldata of the entry point's `handleOps(ops, beneficiary)` for signed operations of the protocol. */
export const encodeHandleOps = (ops: readonly SignedUserOperation[], beneficiary: Hex): Hex =>
  encodeFunctionData({
    abi: satchelEntryPointAbi,
    functionName: 'handleOps',
    args: [ops.map(packUserOperation), beneficiary],
  });
