import type { Portfolio, PortfolioToken } from '../../backend/types.js';

/** The portfolio table's rows: its token entries, each group flattened into its tokens. */
export function portfolioRows(portfolio: Portfolio): PortfolioToken[] {
  return (portfolio.groupTokens ?? []).flatMap((entry) =>
    entry.aggregationType === 'token' || !entry.tokens?.length ? [entry] : entry.tokens,
  );
}
