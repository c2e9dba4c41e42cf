import { isFinalStatus } from '@satchel/sdk';
import type { Backend, IntentRequest, Order, Submitted } from '../backend/types.js';
import { DEMO, DEMO_FMT } from '../lib/demo-messages.js';
import { FRESH, type FlowState } from './flow-state.js';

export interface StepContext {
  backend: Backend;
  /** The mode's write (sdk mode: the SDK's mutation hook). */
  execute: (request: IntentRequest, feePayer?: string) => Promise<Submitted>;
  /** Runs one step: busy meanwhile, then what it learnt, or its error worded by `wrap`. */
  attempt: (work: () => Promise<Partial<FlowState>>, wrap: (message: string) => string) => Promise<void>;
  /** The flow's state now (a step reads what the last one left). */
  current: () => FlowState;
  executeError: (message: string) => string;
  detailsWhenFinal: boolean;
}

/** The steps of the three paths and of the dialogs (flow-state.ts's machine), each one `attempt`. */
export function flowSteps({
  backend,
  execute,
  attempt,
  current,
  executeError,
  detailsWhenFinal,
}: StepContext) {
  const fetchOrder = async (jobId: string): Promise<Order | undefined> =>
    (await backend.getOrdersHistory({ intentId: jobId })).find(
      (o) => o.intentId.toLowerCase() === jobId.toLowerCase(),
    );
  const submitted = async ({ jobId, userOperation }: Submitted): Promise<Partial<FlowState>> => {
    const order = await fetchOrder(jobId).catch(() => undefined);
    const modal = detailsWhenFinal && isFinalStatus(order?.status) ? 'details' : 'submitted';
    return { jobId, userOperation, order, orderLoaded: true, modal };
  };
  /** What the flow holds, or the error that says it is missing. */
  const need = <K extends keyof FlowState>(key: K, missing: string) => {
    const value = current()[key];
    if (!value) throw new Error(missing);
    return value as NonNullable<FlowState[K]>;
  };
  const start = (patch: Partial<FlowState>) => ({ ...FRESH, ...patch });
  return {
    directExecute: (request: IntentRequest, feePayer?: string) =>
      attempt(
        async () => start({ request, ...(await submitted(await execute(request, feePayer))) }),
        executeError,
      ),
    createUserOp: (request: IntentRequest, feePayer?: string) =>
      attempt(
        async () =>
          start({ request, userOp: await backend.createUserOp(request, feePayer), modal: 'review' }),
        DEMO_FMT.errorCreatingUserOp,
      ),
    sign: () =>
      attempt(async () => {
        const userOp = need('userOp', DEMO.noTransactionToSign);
        return { signedOp: await backend.signUserOp(userOp), modal: 'signed' };
      }, DEMO_FMT.errorSigningTransaction),
    executeSigned: () =>
      attempt(
        async () => submitted(await backend.executeUserOp(need('signedOp', DEMO.noSignedTransaction))),
        DEMO_FMT.errorExecutingTransaction,
      ),
    estimate: (request: IntentRequest, feePayer?: string) =>
      attempt(
        async () =>
          start({ request, estimate: await backend.estimate(request, feePayer), modal: 'reviewEstimate' }),
        DEMO_FMT.errorInTokenTransferEstimate,
      ),
    executeEstimate: () =>
      attempt(async () => {
        const { userOps } = need('estimate', DEMO.noEstimateTransaction);
        const request = need('request', DEMO.noEstimateTransaction);
        if (!userOps) throw new Error(DEMO.noEstimateTransaction);
        return submitted(await backend.executeAfterEstimate(request, userOps));
      }, DEMO_FMT.errorExecutingTransaction),
    checkStatus: () =>
      attempt(
        async () => ({
          order: await fetchOrder(need('jobId', DEMO.noJobId)),
          orderLoaded: true,
          modal: 'details',
        }),
        DEMO_FMT.errorFetchingTransactionDetails,
      ),
    refresh: () =>
      attempt(
        async () => ({ order: await fetchOrder(need('jobId', DEMO.noJobIdToRefresh)), orderLoaded: true }),
        DEMO_FMT.errorRefreshingTransactionDetails,
      ),
  };
}
