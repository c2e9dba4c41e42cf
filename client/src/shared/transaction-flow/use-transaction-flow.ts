import { OrderFailedError, isFinalStatus } from '@satchel/sdk';
import { DEMO, DEMO_FMT } from '@satchel/shared/demo';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackend } from '../../backend/BackendContext.js';
import { useModeHooks } from '../../backend/use-mode-hooks.js';
import type { Estimate, IntentRequest, Order, UserOp } from '../../backend/types.js';

/**
 * One modal state machine for every write page (spec §4 "Demo transfer paths"):
 * direct: execute → submitted → details; userOp: review → signed → submitted → details;
 * estimate: reviewEstimate → submitted → details. Once submitted, the order is followed until it is final.
 */
export type FlowModal = 'none' | 'review' | 'signed' | 'reviewEstimate' | 'submitted' | 'details';

export interface FlowState {
  modal: FlowModal;
  busy: boolean;
  error?: string;
  request?: IntentRequest;
  userOp?: UserOp;
  signedOp?: UserOp;
  estimate?: Estimate;
  jobId?: string;
  order?: Order;
  /** The details have been fetched at least once (so "No order history available." can show). */
  orderLoaded: boolean;
}

const INITIAL: FlowState = { modal: 'none', busy: false, orderLoaded: false };
/** A new flow forgets the last one's operation, estimate and order (its fee must not show on the next order). */
const FRESH: Partial<FlowState> = {
  userOp: undefined,
  signedOp: undefined,
  estimate: undefined,
  jobId: undefined,
  order: undefined,
  orderLoaded: false,
};
const messageOf = (e: unknown) =>
  e instanceof Error ? e.message : String((e as { message?: string })?.message ?? e);
export { isFinalStatus };

/** The demo waits longer than the SDK's 60 s default: the local platform's settlement is configurable. */
const FOLLOW_TIMEOUT_MS = 120_000;

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

export function useTransactionFlow({
  executeError = (m) => m,
  onReset,
  detailsWhenFinal = false,
}: FlowOptions = {}) {
  const { backend } = useBackend();
  // Writes and order following through the mode's hooks (sdk mode: the SDK's mutation hooks and useWaitForOrder).
  const hooks = useModeHooks();
  const execute = hooks.useExecute();
  const waitForOrder = hooks.useWaitForOrder();
  const [state, setState] = useState<FlowState>(INITIAL);
  const patch = (p: Partial<FlowState>) => setState((s) => ({ ...s, ...p }));
  const stateRef = useRef(state);
  stateRef.current = state;

  const attempt = useCallback(
    async (work: () => Promise<Partial<FlowState>>, wrap: (m: string) => string) => {
      setState((s) => ({ ...s, busy: true, error: undefined }));
      try {
        const next = await work();
        setState((s) => ({ ...s, ...next, busy: false }));
      } catch (e) {
        setState((s) => ({ ...s, busy: false, error: wrap(messageOf(e)) }));
      }
    },
    [],
  );

  const fetchOrder = useCallback(
    async (jobId: string) =>
      (await backend.getOrdersHistory({ intentId: jobId })).find(
        (o) => o.intentId.toLowerCase() === jobId.toLowerCase(),
      ),
    [backend],
  );

  const submitted = useCallback(
    async (jobId: string): Promise<Partial<FlowState>> => {
      const order = await fetchOrder(jobId).catch(() => undefined);
      const modal = detailsWhenFinal && isFinalStatus(order?.status) ? 'details' : 'submitted';
      return { jobId, order, orderLoaded: true, modal };
    },
    [fetchOrder, detailsWhenFinal],
  );

  const directExecute = (request: IntentRequest, feePayer?: string) =>
    attempt(
      async () => ({ ...FRESH, request, ...(await submitted(await execute(request, feePayer))) }),
      executeError,
    );

  const createUserOp = (request: IntentRequest, feePayer?: string) =>
    attempt(
      async () => ({
        ...FRESH,
        request,
        userOp: await backend.createUserOp(request, feePayer),
        modal: 'review',
      }),
      DEMO_FMT.errorCreatingUserOp,
    );

  const sign = () =>
    attempt(async () => {
      const { userOp } = stateRef.current;
      if (!userOp) throw new Error(DEMO.noTransactionToSign);
      return { signedOp: await backend.signUserOp(userOp), modal: 'signed' };
    }, DEMO_FMT.errorSigningTransaction);

  const executeSigned = () =>
    attempt(async () => {
      const { signedOp } = stateRef.current;
      if (!signedOp) throw new Error(DEMO.noSignedTransaction);
      return submitted(await backend.executeUserOp(signedOp));
    }, DEMO_FMT.errorExecutingTransaction);

  const estimate = (request: IntentRequest, feePayer?: string) =>
    attempt(
      async () => ({
        ...FRESH,
        request,
        estimate: await backend.estimate(request, feePayer),
        modal: 'reviewEstimate',
      }),
      DEMO_FMT.errorInTokenTransferEstimate,
    );

  const executeEstimate = () =>
    attempt(async () => {
      const { estimate: current, request } = stateRef.current;
      if (!current?.userOps || !request) throw new Error(DEMO.noEstimateTransaction);
      return submitted(await backend.executeAfterEstimate(request, current.userOps));
    }, DEMO_FMT.errorExecutingTransaction);

  const checkStatus = () =>
    attempt(async () => {
      const { jobId } = stateRef.current;
      if (!jobId) throw new Error(DEMO.noJobId);
      return { order: await fetchOrder(jobId), orderLoaded: true, modal: 'details' };
    }, DEMO_FMT.errorFetchingTransactionDetails);

  const refresh = useCallback(
    () =>
      attempt(async () => {
        const { jobId } = stateRef.current;
        if (!jobId) throw new Error(DEMO.noJobIdToRefresh);
        return { order: await fetchOrder(jobId), orderLoaded: true };
      }, DEMO_FMT.errorRefreshingTransactionDetails),
    [attempt, fetchOrder],
  );

  // Follow the order from submission until it is final (sdk mode: the SDK's useWaitForOrder, which also revalidates
  // the reads the order changed; api mode: the BFF's order route polled with the SDK's followOrder), so the user
  // watches it turn SUCCESSFUL without pressing Refresh.
  const following =
    (state.modal === 'submitted' || state.modal === 'details') &&
    !!state.jobId &&
    !isFinalStatus(state.order?.status);
  useEffect(() => {
    const { jobId } = stateRef.current;
    if (!following || !jobId) return;
    const controller = new AbortController();
    const show = (order: Order) =>
      setState((s) => (s.jobId === jobId ? { ...s, order, orderLoaded: true } : s));
    waitForOrder(jobId, { onStatus: show, signal: controller.signal, timeoutMs: FOLLOW_TIMEOUT_MS })
      .then(show)
      .catch((e: unknown) => {
        // A FAILED order rejects with its final order: shown as the order's outcome, not as a refresh error.
        if (e instanceof OrderFailedError) return show(e.order as Order);
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, error: DEMO_FMT.errorRefreshingTransactionDetails(messageOf(e)) }));
      });
    return () => controller.abort();
  }, [following, waitForOrder]);

  const final = isFinalStatus(state.order?.status);
  useEffect(() => {
    if (detailsWhenFinal && final)
      setState((s) => (s.modal === 'submitted' ? { ...s, modal: 'details' } : s));
  }, [detailsWhenFinal, final, state.modal]);

  const closeModal = () => patch({ modal: stateRef.current.modal === 'submitted' ? 'details' : 'none' });
  const dismissError = () => patch({ error: undefined });
  const setError = (error: string) => patch({ error });

  const createNew = () => {
    setState(INITIAL);
    onReset?.();
  };

  return {
    state,
    /** The order is being followed (submitted or pending): show progress. */
    following,
    directExecute,
    createUserOp,
    sign,
    executeSigned,
    estimate,
    executeEstimate,
    checkStatus,
    refresh,
    closeModal,
    dismissError,
    setError,
    createNew,
  };
}

export type TransactionFlow = ReturnType<typeof useTransactionFlow>;
