// What `data` holds in the answers of api/intent/* (§18.4).
import { USER_OP_FIELDS } from '@satchel/shared';
import * as z from 'zod';
import { named, uuid } from './answer-registry.js';

const userOpShape = Object.fromEntries(
  USER_OP_FIELDS.map(([name, pattern]) => [name, z.string().regex(pattern)]),
) as Record<(typeof USER_OP_FIELDS)[number][0], z.ZodString>;

export const UserOperation = named(
  'UserOperation',
  'An unsigned ERC-4337 v0.7 user operation (12 fields, §10.1)',
  z.looseObject(userOpShape),
);
export const SignedUserOperation = named(
  'SignedUserOperation',
  'A signed ERC-4337 v0.7 user operation (13 fields)',
  z.looseObject({ ...userOpShape, signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/) }),
);

export const UserOperationLocation = named(
  'UserOperationLocation',
  "The order's ERC-4337 user operation and where to follow it: `hash` is its standard v0.7 userOpHash (viem " +
    "`getUserOperationHash` with `entryPoint` and `chainId`, the platform environment's, never the intent's chain; " +
    "docs/protocol.md §10.3). On the local platform, `rpcUrl` is the environment chain's JSON-RPC with ERC-7769 " +
    '(`eth_getUserOperationReceipt`, `eth_getUserOperationByHash`: viem `createBundlerClient({ transport: ' +
    "http(rpcUrl) })`) and `explorerUrl` its explorer page; both absent on Okto's hosted platform",
  z.object({
    hash: z.string().regex(/^0x[0-9a-f]{64}$/),
    chainId: z.int().positive(),
    entryPoint: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    rpcUrl: z.optional(z.url()),
    explorerUrl: z.optional(z.url()),
  }),
);

export const Job = named(
  'Job',
  'The order was accepted; follow it with api/explorer/order-history `{intentId: jobId}`, its user operation ' +
    'on chain with `userOperation`',
  z.object({ jobId: uuid, userOperation: UserOperationLocation }),
);

export const Estimate = named(
  'Estimate',
  'Fees (§12); `userOps` is the operation to sign (api/intent/…/executeAfterEstimate)',
  z.object({
    details: z.record(z.string(), z.unknown()),
    callData: z.looseObject({ intentType: z.string(), jobId: uuid }),
    userOps: UserOperation,
  }),
);

export const Signature = named(
  'Signature',
  'The signature, 0x + 130 hex',
  z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/) }),
);
