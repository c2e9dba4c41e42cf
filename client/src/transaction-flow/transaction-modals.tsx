import type { ReactNode } from 'react';
import { DetailsModal } from './details-modal.js';
import { flowFees } from './flow-fee.js';
import { EstimateModal, ReviewModal, SignedModal } from './review-modals.js';
import { SubmittedModal } from './submitted-modal.js';
import type { TransactionFlow } from './use-transaction-flow.js';

export interface ModalTitles {
  review: string;
  reviewEstimate: string;
  submitted: string;
}

export const DEFAULT_TITLES: ModalTitles = {
  review: 'Review Transaction',
  reviewEstimate: 'Review Transaction Estimate',
  submitted: 'Transaction Submitted',
};

/** Every dialog of the write flow; `summary` is the page's human summary of what is being sent. */
export function TransactionModals({
  flow,
  summary,
  titles = DEFAULT_TITLES,
}: {
  flow: TransactionFlow;
  summary?: ReactNode;
  titles?: ModalTitles;
}) {
  const fees = flowFees(flow.state);
  return (
    <>
      <ReviewModal flow={flow} fees={fees} title={titles.review} summary={summary} />
      <SignedModal flow={flow} fees={fees} />
      <EstimateModal flow={flow} fees={fees} title={titles.reviewEstimate} summary={summary} />
      <SubmittedModal flow={flow} fees={fees} title={titles.submitted} />
      <DetailsModal flow={flow} fees={fees} />
    </>
  );
}
