import { Box, Typography } from '@mui/material';
import { SUCCESS_ORDER_STATUS } from '@satchel/shared';
import { PLATFORM_URL } from '../config/env.js';
import type { Order } from '../backend/types.js';
import { explorerUrl } from './explorer-urls.js';

/**
 * One labelled value of an order (monospace, wrapping anywhere: ids and hashes have no spaces), or on one line cut
 * with an ellipsis (`noWrap`) where the dialog must keep its height.
 */
export function OrderLine({
  label,
  value,
  testId,
  noWrap = false,
}: {
  label: string;
  value: string;
  testId: string;
  noWrap?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.75, flexWrap: 'wrap' }}>
      <Typography sx={{ width: 150 }} color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, minWidth: 0 }}
        noWrap={noWrap}
        title={noWrap ? value : undefined}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The order's first transaction hash, and its explorer page once the order is SUCCESSFUL. */
export function orderHash(order: Order | undefined): { hash?: string; link?: string } {
  const hash = order?.downstreamTransactionHash?.[0];
  const caip2Id = (order?.details?.caip2Id as string | undefined) ?? order?.caipId;
  const link = order?.status === SUCCESS_ORDER_STATUS ? explorerUrl(caip2Id, hash, PLATFORM_URL) : undefined;
  return { hash, link };
}
