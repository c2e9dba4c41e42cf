import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { SUCCESS_ORDER_STATUS } from '@satchel/shared';
import { DEMO } from '../lib/demo-messages.js';
import { OrderLine, orderHash, UserOperationLine } from './order-line.js';
import { OrderProgress } from './order-progress.js';
import type { FlowFee } from './flow-fee.js';
import { FlowFees } from './flow-fees.js';
import type { TransactionFlow } from './use-transaction-flow.js';

/** Transaction Details: intent id, status as it is followed, first hash; View in Explorer once SUCCESSFUL, else Refresh. */
export function DetailsModal({ flow, fees }: { flow: TransactionFlow; fees: FlowFee[] }) {
  const { state, following } = flow;
  const order = state.order;
  const { hash, link } = orderHash(order);
  return (
    <Dialog
      open={state.modal === 'details'}
      onClose={flow.closeModal}
      maxWidth="md"
      fullWidth
      data-testid="transaction-details-modal"
    >
      <DialogTitle>Transaction Details</DialogTitle>
      <DialogContent dividers>
        {order ? (
          <>
            <OrderLine label="Intent ID" value={order.intentId} testId="details-intent-id" />
            <OrderProgress order={order} following={following} />
            <OrderLine label="Transaction hash" value={hash ?? '—'} testId="details-hash" />
            <UserOperationLine operation={state.userOperation} testId="details-userop" />
            <FlowFees fees={fees} />
            {order.status === SUCCESS_ORDER_STATUS && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                If the explorer button is missing, check the internal transactions of the transaction on the
                chain&apos;s explorer.
              </Typography>
            )}
          </>
        ) : (
          <Typography data-testid="details-empty">
            {state.orderLoaded ? DEMO.noOrderHistory : 'Loading…'}
          </Typography>
        )}
        {state.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {link && (
          <Button href={link} target="_blank" rel="noreferrer" variant="outlined">
            View in Explorer
          </Button>
        )}
        {order?.status !== SUCCESS_ORDER_STATUS && (
          <Button onClick={flow.refresh} disabled={state.busy} variant="outlined">
            Refresh
          </Button>
        )}
        <Button onClick={flow.closeModal}>Close</Button>
        <Button onClick={flow.createNew} variant="contained">
          Create New Transaction
        </Button>
      </DialogActions>
    </Dialog>
  );
}
