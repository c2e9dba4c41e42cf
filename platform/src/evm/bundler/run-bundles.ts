import type { Hex } from 'viem';
import type { EvmChain } from '../evm-chain.js';
import type { MinedTx } from '../mined-transaction.js';
import { PLATFORM_EXECUTOR } from '../platform-accounts.js';
import type { BundledUserOperation } from './bundled-user-operation.js';
import { encodeHandleOps } from '../user-operations/encode-handle-ops.js';
import { decodeEntryPointFailure } from '../user-operations/decode-entry-point-failure.js';
import { userOperationOutcomes } from '../user-operations/user-operation-events.js';

/** Operations per `handleOps` transaction (the transaction has 30 M gas; an operation uses ≈ 0.1–0.2 M). */
export const MAX_BUNDLE_OPERATIONS = 64;

export interface BundleEntry {
  userOpHash: Hex;
  operation: BundledUserOperation;
}

/** What bundling did with one operation. */
export type BundledOutcome =
  | {
      userOpHash: Hex;
      kind: 'rejected';
      code: string;
      /** The entry point's reason, e.g. `AA24 signature error`. */
      reason: string;
      /** The account's or paymaster's own revert, as text (FailedOpWithRevert). */
      innerReason?: string;
    }
  | {
      userOpHash: Hex;
      kind: 'included';
      mined: MinedTx;
      success: boolean;
      actualGasCost: bigint;
      actualGasUsed: bigint;
      /** The call's revert reason when it did not succeed, else ''. */
      revertReason: string;
    };

/**
 * Bundles the operations on an environment chain through `entryPoint`, in memory: `handleOps` transactions from
 * the executor (also the beneficiary), at most MAX_BUNDLE_OPERATIONS operations each. A bundle the entry point
 * refuses with `FailedOp` (an operation's validation failed) is taken back (not mined), that operation is out with
 * its AA code and the rest go again. Any other revert is unexpected and throws (the caller discards the chain's
 * uncommitted state). Answers every operation's outcome and the transactions to commit, in order.
 */
export async function runBundles(
  chain: EvmChain,
  entryPoint: Hex,
  entries: readonly BundleEntry[],
  nowSec: number,
): Promise<{ mined: MinedTx[]; outcomes: BundledOutcome[] }> {
  const mined: MinedTx[] = [];
  const outcomes: BundledOutcome[] = [];
  for (let at = 0; at < entries.length; at += MAX_BUNDLE_OPERATIONS) {
    const remaining = entries.slice(at, at + MAX_BUNDLE_OPERATIONS);
    while (remaining.length > 0) {
      const sent = await chain.send({
        from: PLATFORM_EXECUTOR,
        to: entryPoint,
        data: encodeHandleOps(
          remaining.map((e) => e.operation),
          PLATFORM_EXECUTOR,
        ),
        value: 0n,
        intentId: null,
        nowSec,
      });
      if (sent.tx.status === 'success') {
        mined.push(sent);
        const events = userOperationOutcomes(sent.tx.logs, entryPoint);
        for (const e of remaining) {
          const event = events.get(e.userOpHash.toLowerCase() as Hex);
          if (!event) throw new Error(`bundle ${sent.tx.hash} has no UserOperationEvent for ${e.userOpHash}`);
          outcomes.push({
            userOpHash: e.userOpHash,
            kind: 'included',
            mined: sent,
            success: event.success,
            actualGasCost: event.actualGasCost,
            actualGasUsed: event.actualGasUsed,
            revertReason: event.success ? '' : (event.revertReason ?? event.postOpRevertReason ?? ''),
          });
        }
        break;
      }
      chain.unsend(sent);
      const failure = decodeEntryPointFailure(sent.returnData);
      if (!failure || failure.opIndex >= remaining.length)
        throw new Error(`handleOps on ${chain.caipId} reverted: ${sent.reason}`);
      const [out] = remaining.splice(failure.opIndex, 1);
      const { code, reason, innerReason } = failure;
      outcomes.push({ userOpHash: out.userOpHash, kind: 'rejected', code, reason, innerReason });
    }
  }
  return { mined, outcomes };
}
