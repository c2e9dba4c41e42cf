import { Box, Link, Typography } from '@mui/material';
import { SUCCESS_ORDER_STATUS } from '@satchel/shared';
import { PLATFORM_URL } from '../config/env.js';
import type { Order, Submitted } from '../backend/types.js';
import { explorerUrl, userOperationUrl } from './explorer-urls.js';

/**
 * One labelled value of an order (monospace, wrapping anywhere: ids and hashes have no spaces), or on one line cut
 * with an ellipsis (`noWrap`) where the dialog must keep its height; a link to `href` when given.
 */
export function OrderLine({
  label,
  value,
  testId,
  noWrap = false,
  href,
}: {
  label: string;
  value: string;
  testId: string;
  noWrap?: boolean;
  href?: string | undefined;
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
        {href ? (
          <Link href={href} target="_blank" rel="noreferrer">
            {value}
          </Link>
        ) : (
          value
        )}
      </Typography>
    </Box>
  );
}

/** The executed order's user operation hash, linked to its explorer page (docs/protocol.md §18.4). */
export function UserOperationLine({
  operation,
  testId,
  noWrap,
}: {
  operation: Submitted['userOperation'];
  testId: string;
  noWrap?: boolean;
}) {
  return (
    <OrderLine
      label="User operation"
      value={operation?.hash ?? '—'}
      href={userOperationUrl(operation, PLATFORM_URL)}
      testId={testId}
      noWrap={noWrap}
    />
  );
}

/** The order's first transaction hash, and its explorer page once the order is SUCCESSFUL. */
export function orderHash(order: Order | undefined): { hash?: string; link?: string } {
  const hash = order?.downstreamTransactionHash?.[0];
  const caip2Id = (order?.details?.caip2Id as string | undefined) ?? order?.caipId;
  const link = order?.status === SUCCESS_ORDER_STATUS ? explorerUrl(caip2Id, hash, PLATFORM_URL) : undefined;
  return { hash, link };
}
