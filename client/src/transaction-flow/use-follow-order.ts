import { OrderFailedError, isFinalStatus } from '@satchel/sdk';
import { useEffect, type Dispatch } from 'react';
import { useModeHooks } from '../backend/use-mode-hooks.js';
import type { Order } from '../backend/types.js';
import { DEMO_FMT } from '../lib/demo-messages.js';
import type { FlowAction, FlowState } from './flow-state.js';

/** The demo waits longer than the SDK's 60 s default: the local platform's settlement is configurable. */
const FOLLOW_TIMEOUT_MS = 120_000;

const messageOf = (e: unknown) =>
  e instanceof Error ? e.message : String((e as { message?: string })?.message ?? e);

/**
 * Follows the submitted order until it is final (sdk mode: the SDK's useWaitForOrder, which also revalidates the
 * reads the order changed; api mode: the BFF's order route polled with the SDK's followOrder), so the user watches
 * it turn SUCCESSFUL without pressing Refresh. Answers whether it is following (submitted or pending).
 */
export function useFollowOrder(state: FlowState, dispatch: Dispatch<FlowAction>): boolean {
  const waitForOrder = useModeHooks().useWaitForOrder();
  const { jobId } = state;
  const following =
    (state.modal === 'submitted' || state.modal === 'details') &&
    !!jobId &&
    !isFinalStatus(state.order?.status);
  useEffect(() => {
    if (!following || !jobId) return;
    const controller = new AbortController();
    const show = (order: Order) => dispatch({ type: 'order', jobId, order });
    waitForOrder(jobId, { onStatus: show, signal: controller.signal, timeoutMs: FOLLOW_TIMEOUT_MS })
      .then(show)
      .catch((e: unknown) => {
        // A FAILED order rejects with its final order: shown as the order's outcome, not as a refresh error.
        if (e instanceof OrderFailedError) return show(e.order as Order);
        if (!controller.signal.aborted)
          dispatch({ type: 'error', error: DEMO_FMT.errorRefreshingTransactionDetails(messageOf(e)) });
      });
    return () => controller.abort();
    // Once per followed job: a status seen on the way re-renders, it does not follow again.
  }, [following, jobId, waitForOrder, dispatch]);
  return following;
}

export { messageOf };
