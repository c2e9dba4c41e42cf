import type { EvmCallResult } from '../../evm/evm-chain-reader.js';
import { JsonRpcError, serverError } from '../json-rpc-error.js';

/**
 * A failed call as geth words it: a revert with data is code 3 `execution reverted: <reason>` with the revert data
 * (viem and ethers decode it); a revert without data is -32000 `execution reverted`; any other failure (out of gas,
 * invalid opcode) is -32000 with its text.
 */
export function callFailure(result: Extract<EvmCallResult, { ok: false }>): JsonRpcError {
  // The reader words its reasons for orders (`Execution reverted: …`, `no reason` when there is no data).
  const why = result.reason.replace(/^Execution reverted: /, '');
  if (result.returnData !== '0x') return new JsonRpcError(3, `execution reverted: ${why}`, result.returnData);
  return serverError(why === 'no reason' || why === '' ? 'execution reverted' : why);
}
