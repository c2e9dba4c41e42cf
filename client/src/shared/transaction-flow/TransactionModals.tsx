import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { DEMO } from '@satchel/shared/demo';
import type { ReactNode } from 'react';
import { JsonView } from '../../components/JsonView.js';
import { flowFees } from './flow-fee.js';
import { FlowFees } from './FlowFees.js';
import { OrderLine, orderHash } from './OrderLine.js';
import { OrderProgress } from './OrderProgress.js';
import { TransactionDetailsModal } from './TransactionDetailsModal.js';
import { isFinalStatus, type TransactionFlow } from './use-transaction-flow.js';

export interface ModalTitles {
  review: string;
  reviewEstimate: string;
  submitted: string;
}

/** Wide enough for either label of the submitted dialog's main button, so it keeps its size when it changes. */
const MAIN_BUTTON_WIDTH = 176;

export const DEFAULT_TITLES: ModalTitles = {
  review: 'Review Transaction',
  reviewEstimate: 'Review Transaction Estimate',
  submitted: 'Transaction Submitted',
};

function FlowDialog({
  open,
  title,
  testId,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      {/* An address in the page's summary is one long word: it wraps rather than running past a phone's edge. */}
      <DialogContent dividers sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

/** Every modal of the write flow; `summary` is the page's human summary of what is being sent. */
export function TransactionModals({
  flow,
  summary,
  titles = DEFAULT_TITLES,
}: {
  flow: TransactionFlow;
  summary?: ReactNode;
  titles?: ModalTitles;
}) {
  const { state } = flow;
  const close = flow.closeModal;
  const busy = state.busy;
  const submittedFinal = isFinalStatus(state.order?.status);
  const { hash: submittedHash, link: submittedLink } = orderHash(state.order);
  const fees = flowFees(state);
  return (
    <>
      <FlowDialog
        open={state.modal === 'review'}
        title={titles.review}
        testId="review-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" onClick={flow.sign} disabled={busy}>
              {busy ? 'Signing…' : 'Sign Transaction'}
            </Button>
          </>
        }
      >
        {summary}
        <FlowFees fees={fees} />
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          Unsigned user operation
        </Typography>
        <JsonView value={state.userOp} />
      </FlowDialog>

      <FlowDialog
        open={state.modal === 'signed'}
        title="Sign Completed"
        testId="signed-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" onClick={flow.executeSigned} disabled={busy}>
              {busy ? 'Executing…' : 'Execute Transaction'}
            </Button>
          </>
        }
      >
        <FlowFees fees={fees} />
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Signed user operation
        </Typography>
        <JsonView value={state.signedOp} />
      </FlowDialog>

      <FlowDialog
        open={state.modal === 'reviewEstimate'}
        title={titles.reviewEstimate}
        testId="review-estimate-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              onClick={flow.executeEstimate}
              disabled={busy || !state.estimate?.userOps}
            >
              {busy ? 'Executing…' : 'Execute (UserOp)'}
            </Button>
          </>
        }
      >
        {summary}
        {state.estimate ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
            <FlowFees fees={fees} testId="estimated-fees" />
            <Typography variant="subtitle2">Estimate</Typography>
            <JsonView value={state.estimate.details} />
            <Typography variant="subtitle2">User operations</Typography>
            <JsonView value={state.estimate.userOps} />
          </Box>
        ) : (
          <Typography>{DEMO.noEstimate}</Typography>
        )}
      </FlowDialog>

      <FlowDialog
        open={state.modal === 'submitted'}
        title={titles.submitted}
        testId="submitted-modal"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Close</Button>
            {/* Its place is kept until the link is known (hidden, out of the tab order), so the buttons do not
                move or wrap anew when it comes. */}
            <Button
              href={submittedLink ?? ''}
              target="_blank"
              rel="noreferrer"
              sx={{ visibility: submittedLink ? 'visible' : 'hidden' }}
            >
              View in Explorer
            </Button>
            {/* One main button that stays where it is when the order turns final (only its words change): a
                press that starts before and ends after that moment still lands on it. */}
            <Button
              variant="contained"
              onClick={flow.checkStatus}
              disabled={busy}
              sx={{ minWidth: MAIN_BUTTON_WIDTH }}
              data-testid="submitted-main"
            >
              {submittedFinal ? 'View Details' : 'Check Job Status'}
            </Button>
          </>
        }
      >
        <Typography color="text.secondary">Your transaction was accepted. Job ID:</Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: 18, mt: 1 }} data-testid="job-id">
          {state.jobId}
        </Typography>
        <OrderProgress order={state.order} following={flow.following} testId="submitted-status" />
        {/* Always there (one line), so the dialog keeps its height, and its buttons their place, when it lands. */}
        <OrderLine label="Transaction hash" value={submittedHash ?? '—'} testId="submitted-hash" noWrap />
        <FlowFees fees={fees} />
      </FlowDialog>

      <TransactionDetailsModal flow={flow} fees={fees} />
    </>
  );
}
