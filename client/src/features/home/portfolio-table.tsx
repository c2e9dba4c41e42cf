import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { UI } from '@satchel/shared';
import type { Portfolio } from '../../backend/types.js';
import { fixed } from '../../lib/format.js';
import { portfolioRows } from './portfolio-rows.js';

// A phone has no room for the chain and INR columns: the chain goes under the token, the INR value under the USDT
// one, so every value stays in view.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
// A figure stays on one line and a heading wraps between its words, never inside one ("0.500 / 0", "Balan / ce"):
// the token's name is what gives way.
const FIGURE = { whiteSpace: 'nowrap' } as const;
const HEADING = { overflowWrap: 'normal' } as const;

/** The portfolio as a readable table: token, chain, balance (4 decimals), USDT and INR values. */
export function PortfolioTable({ portfolio }: { portfolio: Portfolio }) {
  const list = portfolioRows(portfolio);
  const total = portfolio.aggregatedData;
  return (
    <TableContainer sx={{ border: '1px solid #e5e7eb', borderRadius: 1 }}>
      <Table size="small" data-testid="portfolio-table">
        <TableHead>
          <TableRow>
            <TableCell>Token</TableCell>
            <TableCell sx={WIDE_ONLY}>Chain</TableCell>
            <TableCell align="right" sx={HEADING}>
              Balance
            </TableCell>
            <TableCell align="right" sx={HEADING}>
              Value (USDT)
            </TableCell>
            <TableCell align="right" sx={{ ...HEADING, ...WIDE_ONLY }}>
              Value (INR)
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((token, i) => (
            <TableRow key={`${token.caipId}-${token.tokenAddress}-${i}`}>
              <TableCell>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {token.symbol}
                </Typography>{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  {token.name}
                </Typography>
                <Typography color="text.secondary" variant="caption" sx={PHONE_ONLY}>
                  {token.networkName ?? token.caipId}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{token.networkName ?? token.caipId}</TableCell>
              <TableCell align="right" sx={FIGURE}>
                {fixed(token.balance, UI.balanceDecimals)}
              </TableCell>
              <TableCell align="right" sx={FIGURE}>
                {fixed(token.holdingsPriceUsdt, 2)}
                <Typography color="text.secondary" variant="caption" sx={PHONE_ONLY}>
                  ₹{fixed(token.holdingsPriceInr, 2)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ ...FIGURE, ...WIDE_ONLY }}>
                {fixed(token.holdingsPriceInr, 2)}
              </TableCell>
            </TableRow>
          ))}
          {total && (
            <TableRow>
              <TableCell colSpan={2}>
                <strong>Total</strong>
              </TableCell>
              <TableCell sx={WIDE_ONLY} />
              <TableCell align="right" sx={FIGURE}>
                <strong>{fixed(total.totalHoldingPriceUsdt ?? total.holdingsPriceUsdt, 2)}</strong>
                <Typography color="text.secondary" variant="caption" sx={PHONE_ONLY}>
                  ₹{fixed(total.totalHoldingPriceInr ?? total.holdingsPriceInr, 2)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ ...FIGURE, ...WIDE_ONLY }}>
                <strong>{fixed(total.totalHoldingPriceInr ?? total.holdingsPriceInr, 2)}</strong>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
