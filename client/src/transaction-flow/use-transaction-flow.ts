import { isFinalStatus } from '@satchel/sdk';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useBackend } from '../backend/backend-context.js';
import { useModeHooks } from '../backend/use-mode-hooks.js';
import { flowReducer, INITIAL_FLOW, type FlowState } from './flow-state.js';
import { flowSteps } from './flow-steps.js';
import { messageOf, useFollowOrder } from './use-follow-order.js';

export { isFinalStatus };

export interface FlowOptions {
  /** How the page words a failed direct execute (token page: `Error in token transfer: …`). */
  executeError?: (message: string) => string;
  /** Called by Create New Transaction to clear the page's form. */
  onReset?: () => void;
  /**
   * The submitted dialog gives way to Details by itself once the order is final (spec §4: the token screen opens
   * details after the fetch); the other screens wait for Check Job Status or Close.
   */
  detailsWhenFinal?: boolean;
}

const same = (m: string) => m;

/** A write page's flow: flow-state.ts's machine, driven by flow-steps.ts, the order followed once submitted. */
export function useTransactionFlow({
  executeError = same,
  onReset,
  detailsWhenFinal = false,
}: FlowOptions = {}) {
  const { backend } = useBackend();
  const execute = useModeHooks().useExecute();
  const [state, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const latest = useRef(state);
  latest.current = state;
  const following = useFollowOrder(state, dispatch);

  const attempt = useCallback(
    async (work: () => Promise<Partial<FlowState>>, wrap: (m: string) => string) => {
      dispatch({ type: 'start' });
      try {
        dispatch({ type: 'done', patch: await work() });
      } catch (e) {
        dispatch({ type: 'failed', error: wrap(messageOf(e)) });
      }
    },
    [],
  );
  const steps = useMemo(
    () =>
      flowSteps({ backend, execute, attempt, current: () => latest.current, executeError, detailsWhenFinal }),
    [backend, execute, attempt, executeError, detailsWhenFinal],
  );

  const final = isFinalStatus(state.order?.status);
  useEffect(() => {
    if (detailsWhenFinal && final) dispatch({ type: 'final' });
  }, [detailsWhenFinal, final, state.modal]);

  return {
    state,
    /** The order is being followed (submitted or pending): show progress. */
    following,
    ...steps,
    closeModal: () => dispatch({ type: 'close' }),
    dismissError: () => dispatch({ type: 'error', error: undefined }),
    setError: (error: string) => dispatch({ type: 'error', error }),
    createNew: () => {
      dispatch({ type: 'reset' });
      onReset?.();
    },
  };
}

export type TransactionFlow = ReturnType<typeof useTransactionFlow>;
