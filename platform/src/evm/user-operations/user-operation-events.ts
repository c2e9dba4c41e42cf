import { decodeEventLog, type Hex } from 'viem';
import { satchelEntryPointAbi } from '../artifacts/satchel-entry-point.js';
import { decodeRevert } from '../decode-revert.js';

/** What the entry point logged about one operation of a handleOps transaction. */
export interface UserOperationOutcome {
  userOpHash: Hex;
  sender: Hex;
  paymaster: Hex;
  nonce: bigint;
  success: boolean;
  actualGasCost: bigint;
  actualGasUsed: bigint;
  /** The execution's revert (UserOperationRevertReason), as text (decode-revert.ts). */
  revertReason?: string;
  /** postOp's revert (PostOpRevertReason), as text. */
  postOpRevertReason?: string;
}

export interface LogLike {
  address: Hex;
  topics: readonly Hex[];
  data: Hex;
}

/**
 * A receipt's logs → the outcome of each operation by userOpHash (lowercase), from the logs of `entryPoint` only
 * (an operation's own calls may emit anything; only the entry point's logs are its word).
 */
export function userOperationOutcomes(
  logs: readonly LogLike[],
  entryPoint: Hex,
): Map<Hex, UserOperationOutcome> {
  const ep = entryPoint.toLowerCase();
  const outcomes = new Map<Hex, UserOperationOutcome>();
  const reasons = new Map<Hex, string>();
  const postOpReasons = new Map<Hex, string>();
  for (const log of logs) {
    if (log.address.toLowerCase() !== ep || log.topics.length === 0) continue;
    let event;
    try {
      event = decodeEventLog({
        abi: satchelEntryPointAbi,
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
      });
    } catch {
      continue;
    }
    if (event.eventName === 'UserOperationEvent') {
      const a = event.args;
      outcomes.set(a.userOpHash.toLowerCase() as Hex, {
        userOpHash: a.userOpHash,
        sender: a.sender,
        paymaster: a.paymaster,
        nonce: a.nonce,
        success: a.success,
        actualGasCost: a.actualGasCost,
        actualGasUsed: a.actualGasUsed,
      });
    } else if (event.eventName === 'UserOperationRevertReason') {
      reasons.set(event.args.userOpHash.toLowerCase() as Hex, decodeRevert(event.args.revertReason));
    } else if (event.eventName === 'PostOpRevertReason') {
      postOpReasons.set(event.args.userOpHash.toLowerCase() as Hex, decodeRevert(event.args.revertReason));
    }
  }
  for (const [hash, outcome] of outcomes) {
    const reason = reasons.get(hash);
    if (reason !== undefined) outcome.revertReason = reason;
    const postOpReason = postOpReasons.get(hash);
    if (postOpReason !== undefined) outcome.postOpRevertReason = postOpReason;
  }
  return outcomes;
}
