import { toEventSelector, type Hex } from 'viem';
import type { EvmLogRecord } from '../evm-chain-reader.js';

/** The entry point's events that frame each operation's logs in a bundle transaction (ERC-4337 v0.7). */
export const USER_OPERATION_EVENT = toEventSelector(
  'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
);
export const BEFORE_EXECUTION = toEventSelector('BeforeExecution()');

/**
 * The logs of one operation in its bundle transaction, as ERC-4337 bundlers answer them in its receipt: those after
 * `BeforeExecution` or the previous operation's `UserOperationEvent`, up to its own `UserOperationEvent` (excluded).
 */
export function operationLogs(logs: readonly EvmLogRecord[], userOpHash: Hex): EvmLogRecord[] {
  let start = -1;
  let end = -1;
  logs.forEach((log, index) => {
    if (log.topics[0] === BEFORE_EXECUTION) start = end = index;
    else if (log.topics[0] === USER_OPERATION_EVENT) {
      if (log.topics[1]?.toLowerCase() === userOpHash.toLowerCase()) end = index;
      else if (end === -1) start = index;
    }
  });
  return end === -1 ? [] : logs.slice(start + 1, end);
}
