import { Box, Typography } from '@mui/material';
import { chainTypeOf } from '@satchel/shared';
import { findHolding } from '../lib/find-holding.js';
import { fromSmallestUnit, usdt } from '../lib/format.js';
import { usePortfolio, useTokens } from '../hooks/use-reads.js';
import type { FlowFee } from './flow-fee.js';

/** Native tokens' decimals by chain family, for a network whose native token the token list does not name. */
const NATIVE_DECIMALS: Record<string, number> = { EVM: 18, SOLANA: 9, APTOS: 8 };

/**
 * Network fees (given in the smallest unit of the network's native token) in the token's units with their USDT
 * value (the portfolio's price of that token), never as a raw count of wei or lamports.
 */
export function FlowFees({ fees, testId = 'network-fees' }: { fees: FlowFee[]; testId?: string }) {
  const tokens = useTokens().data ?? [];
  const portfolio = usePortfolio().data;
  if (fees.length === 0) return null;
  return (
    <Box data-testid={testId} sx={{ py: 0.75 }}>
      {fees.map(({ caip2Id, raw, label }) => {
        const native = tokens.find((t) => t.caipId.toLowerCase() === caip2Id.toLowerCase() && !t.address);
        const decimals = native ? Number(native.decimals) : NATIVE_DECIMALS[chainTypeOf(caip2Id) ?? ''];
        if (decimals === undefined || !/^[0-9]+$/.test(raw)) return null;
        const amount = fromSmallestUnit(raw, decimals);
        const holding = findHolding(portfolio, native);
        const price =
          holding && Number(holding.balance) > 0
            ? Number(holding.holdingsPriceUsdt) / Number(holding.balance)
            : undefined;
        return (
          <Typography key={caip2Id}>
            {label} on {native?.networkName ?? caip2Id}:{' '}
            <strong data-testid="fee-amount">
              {amount} {native?.symbol ?? 'of the native token'}
            </strong>
            {price !== undefined && <> ≈ {usdt(Number(amount) * price)} USDT</>}
          </Typography>
        );
      })}
    </Box>
  );
}
