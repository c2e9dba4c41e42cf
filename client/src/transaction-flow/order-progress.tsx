import { Alert, Box, Chip, LinearProgress, Typography } from '@mui/material';
import { SUCCESS_ORDER_STATUS } from '@satchel/shared';
import type { Order } from '../backend/types.js';
import { isFinalStatus } from '@satchel/sdk';

const statusColor = (status: string) =>
  status === SUCCESS_ORDER_STATUS ? 'success' : isFinalStatus(status) ? 'error' : ('warning' as const);

/** Where the followed order is: submitted (not seen yet), pending (with progress), or final (FAILED with reason). */
export function OrderProgress({
  order,
  following,
  testId = 'details-status',
}: {
  order?: Order;
  following: boolean;
  /** The status chip's test id (the submitted and details dialogs may both be in the page while one closes). */
  testId?: string;
}) {
  const phase = !order ? 'Submitted' : isFinalStatus(order.status) ? 'Final' : 'Pending';
  return (
    <Box sx={{ py: 0.75 }} data-testid="order-progress" data-phase={phase.toLowerCase()}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ width: 150 }} color="text.secondary">
          Status
        </Typography>
        {order ? (
          <Chip label={order.status} color={statusColor(order.status)} size="small" data-testid={testId} />
        ) : (
          // One line, as high as the chip that replaces it.
          <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
            Submitted, waiting for the order…
          </Typography>
        )}
      </Box>
      {/* The bar's place is kept when it goes, so the dialog does not shrink under the pointer. */}
      <Box sx={{ mt: 1, height: 4 }}>
        {following && <LinearProgress aria-label="Waiting for the order to be final" />}
      </Box>
      {order?.reason && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="order-reason">
          {order.reason}
        </Alert>
      )}
    </Box>
  );
}
