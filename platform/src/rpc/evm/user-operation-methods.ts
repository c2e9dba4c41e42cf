import type { Hex } from 'viem';
import type { Db } from '../../db/open-database.js';
import type { EvmChainReader } from '../../evm/evm-chain-reader.js';
import { operationLogs } from '../../evm/bundler/operation-logs.js';
import { environmentAddresses } from '../../crypto/address-sets.js';
import { findUserOperation, type UserOperationRecord } from '../../orders/user-operation-store.js';
import { JsonRpcError } from '../json-rpc-error.js';
import { formatLog, formatReceipt, hexQuantity } from './evm-format.js';
import { hash, positional } from './evm-params.js';
import type { Environment } from '@satchel/shared';

/** A method of an environment chain's bundler face: the chain's reader and the platform's database. */
type BundlerMethod = (reader: EvmChainReader, db: Db, params: unknown) => Promise<unknown>;

/** The environment's entry points, Satchel's first, then Okto's (crypto/address-sets.ts). */
const entryPoints = (env: Environment) => [
  environmentAddresses(env, 'satchel').entryPoint,
  environmentAddresses(env, 'okto').entryPoint,
];

/** An operation of this chain that went on chain (pending and rejected ones have no transaction: null). */
function includedOperation(reader: EvmChainReader, db: Db, params: unknown): UserOperationRecord | undefined {
  const [userOpHash] = positional(params, 1, 1);
  const op = findUserOperation(db, hash(userOpHash, 'userOpHash'));
  return op && op.chainId === reader.chainId && op.status === 'included' ? op : undefined;
}

const takenOnlyThroughExecute = (method: string) =>
  new JsonRpcError(
    -32601,
    `${method} is not supported: this platform bundles the user operations it takes through POST /api/oc/v1/execute (the Satchel SDK's intents); read them here with eth_getUserOperationByHash and eth_getUserOperationReceipt`,
  );

/**
 * ERC-7769's read methods on an environment chain's endpoint (docs/user-operations-flow.md): the shapes viem's
 * bundler client parses (`getSupportedEntryPoints`, `getUserOperation`, `getUserOperationReceipt`). Sending and
 * estimating are refused: operations come in through execute only.
 */
export function userOperationMethods(env: Environment): Record<string, BundlerMethod> {
  return {
    eth_supportedEntryPoints: async (_reader, _db, params) => {
      positional(params, 0, 0);
      return entryPoints(env);
    },
    eth_getUserOperationByHash: async (reader, db, params) => {
      const op = includedOperation(reader, db, params);
      if (!op) return null;
      return {
        userOperation: op.operation,
        entryPoint: op.entryPoint,
        transactionHash: op.transactionHash,
        blockHash: op.blockHash,
        blockNumber: hexQuantity(op.blockNumber!),
      };
    },
    eth_getUserOperationReceipt: async (reader, db, params) => {
      const op = includedOperation(reader, db, params);
      const tx = op && (await reader.getTransaction(op.transactionHash!));
      if (!op || !tx) return null;
      return {
        userOpHash: op.userOpHash,
        entryPoint: op.entryPoint,
        sender: op.sender,
        nonce: hexQuantity(BigInt(op.nonce)),
        paymaster: op.paymaster,
        actualGasCost: hexQuantity(op.actualGasCost!),
        actualGasUsed: hexQuantity(op.actualGasUsed!),
        success: op.success,
        reason: op.reason,
        logs: operationLogs(tx.logs, op.userOpHash as Hex).map(formatLog),
        receipt: formatReceipt(tx),
      };
    },
    eth_sendUserOperation: async () => {
      throw takenOnlyThroughExecute('eth_sendUserOperation');
    },
    eth_estimateUserOperationGas: async () => {
      throw takenOnlyThroughExecute('eth_estimateUserOperationGas');
    },
  };
}
