import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { JsonView } from '../components/json-view.js';
import { DEMO } from '../lib/demo-messages.js';
import type { FlowFee } from './flow-fee.js';
import { FlowDialog } from './flow-dialog.js';
import { FlowFees } from './flow-fees.js';
import type { TransactionFlow } from './use-transaction-flow.js';

interface ReviewProps {
  flow: TransactionFlow;
  fees: FlowFee[];
  title: string;
  summary?: ReactNode;
}

/** The unsigned user operation, to sign. */
export function ReviewModal({ flow, fees, title, summary }: ReviewProps) {
  const { state, closeModal } = flow;
  return (
    <FlowDialog
      open={state.modal === 'review'}
      title={title}
      testId="review-modal"
      onClose={closeModal}
      actions={
        <>
          <Button onClick={closeModal}>Cancel</Button>
          <Button variant="contained" onClick={flow.sign} disabled={state.busy}>
            {state.busy ? 'Signing…' : 'Sign Transaction'}
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
  );
}

/** The signed user operation, to execute. */
export function SignedModal({ flow, fees }: Omit<ReviewProps, 'title' | 'summary'>) {
  const { state, closeModal } = flow;
  return (
    <FlowDialog
      open={state.modal === 'signed'}
      title="Sign Completed"
      testId="signed-modal"
      onClose={closeModal}
      actions={
        <>
          <Button onClick={closeModal}>Cancel</Button>
          <Button variant="contained" onClick={flow.executeSigned} disabled={state.busy}>
            {state.busy ? 'Executing…' : 'Execute Transaction'}
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
  );
}

/** The platform's estimate and the user operations it prepared (api mode), to execute. */
export function EstimateModal({ flow, fees, title, summary }: ReviewProps) {
  const { state, closeModal } = flow;
  return (
    <FlowDialog
      open={state.modal === 'reviewEstimate'}
      title={title}
      testId="review-estimate-modal"
      onClose={closeModal}
      actions={
        <>
          <Button onClick={closeModal}>Cancel</Button>
          <Button
            variant="contained"
            onClick={flow.executeEstimate}
            disabled={state.busy || !state.estimate?.userOps}
          >
            {state.busy ? 'Executing…' : 'Execute (UserOp)'}
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
  );
}
