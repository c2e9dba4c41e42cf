import { Button, Typography } from '@mui/material';
import type { FlowFee } from './flow-fee.js';
import { FlowDialog } from './flow-dialog.js';
import { FlowFees } from './flow-fees.js';
import { OrderLine, orderHash, UserOperationLine } from './order-line.js';
import { OrderProgress } from './order-progress.js';
import { isFinalStatus, type TransactionFlow } from './use-transaction-flow.js';

/** Wide enough for either label of the main button, so it keeps its size when it changes. */
const MAIN_BUTTON_WIDTH = 176;

/** The accepted job, its order followed until final; Check Job Status (View Details once final). */
export function SubmittedModal({
  flow,
  fees,
  title,
}: {
  flow: TransactionFlow;
  fees: FlowFee[];
  title: string;
}) {
  const { state, closeModal } = flow;
  const final = isFinalStatus(state.order?.status);
  const { hash, link } = orderHash(state.order);
  return (
    <FlowDialog
      open={state.modal === 'submitted'}
      title={title}
      testId="submitted-modal"
      onClose={closeModal}
      actions={
        <>
          <Button onClick={closeModal}>Close</Button>
          {/* Its place is kept until the link is known (hidden, out of the tab order), so the buttons do not
              move or wrap anew when it comes. */}
          <Button
            href={link ?? ''}
            target="_blank"
            rel="noreferrer"
            sx={{ visibility: link ? 'visible' : 'hidden' }}
          >
            View in Explorer
          </Button>
          {/* One main button that stays where it is when the order turns final (only its words change): a
              press that starts before and ends after that moment still lands on it. */}
          <Button
            variant="contained"
            onClick={flow.checkStatus}
            disabled={state.busy}
            sx={{ minWidth: MAIN_BUTTON_WIDTH }}
            data-testid="submitted-main"
          >
            {final ? 'View Details' : 'Check Job Status'}
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
      <OrderLine label="Transaction hash" value={hash ?? '—'} testId="submitted-hash" noWrap />
      <UserOperationLine operation={state.userOperation} testId="submitted-userop" noWrap />
      <FlowFees fees={fees} />
    </FlowDialog>
  );
}
