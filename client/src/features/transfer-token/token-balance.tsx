import { Box, Typography } from '@mui/material';
import { UI } from '@satchel/shared';
import type { PortfolioToken, Token } from '../../backend/types.js';
import { fixed, fromSmallestUnit } from '../../lib/format.js';

/** Balance, INR and USDT values and the decimals note under the amount field. */
export function TokenBalance({
  token,
  holding,
  amount,
}: {
  token: Token | undefined;
  holding: PortfolioToken | undefined;
  amount: string;
}) {
  if (!token) return null;
  const decimals = Number(token.decimals);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, px: 0.5 }} data-testid="token-balance">
      <Typography variant="body2">
        Balance: <strong data-testid="balance-value">{fixed(holding?.balance, UI.balanceDecimals)}</strong>{' '}
        {token.symbol} · ₹{fixed(holding?.holdingsPriceInr, 2)} · {fixed(holding?.holdingsPriceUsdt, 2)} USDT
      </Typography>
      <Typography variant="caption" color="text.secondary">
        The amount is in the token&apos;s smallest unit ({token.symbol} has {decimals} decimals)
        {/^[0-9]+$/.test(amount) ? ` = ${fromSmallestUnit(amount, decimals)} ${token.symbol}` : ''}.
      </Typography>
    </Box>
  );
}
