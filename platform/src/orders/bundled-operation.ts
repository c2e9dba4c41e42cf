import type { UserOperation } from '@satchel/shared';
import { formatUserOperationRequest } from 'viem/account-abstraction';
import { toViemUserOperation } from '../crypto/user-operation-hash.js';
import type { BundledUserOperation } from './user-operation-store.js';

/**
 * The operation as the platform bundles it and ERC-7769 answers it: the wire's fields (§10.1) through the one mapping
 * the userOpHash is made of (crypto/user-operation-hash.ts), numbers as hex quantities (viem's RPC form), so its
 * userOpHash is the standard v0.7 hash (viem's `getUserOperationHash`, the entry point's `getUserOpHash`) whichever
 * `gasFees` packing an Okto client signed (the account accepts that variant for the Okto set's entry point).
 */
export const bundledOperation = (op: UserOperation & { signature: string }): BundledUserOperation =>
  formatUserOperationRequest(toViemUserOperation(op)) as BundledUserOperation;
