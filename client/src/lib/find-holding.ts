import type { Portfolio, PortfolioToken, Token } from '@satchel/sdk';

/** The portfolio entry of a token on a network (groups flattened). */
export function findHolding(
  portfolio: Portfolio | undefined,
  token: Token | undefined,
): PortfolioToken | undefined {
  if (!portfolio || !token) return undefined;
  const all = (portfolio.groupTokens ?? []).flatMap((g) => [g, ...(g.tokens ?? [])]);
  return all.find(
    (t) =>
      t.caipId?.toLowerCase() === token.caipId.toLowerCase() &&
      (t.tokenAddress ?? '').toLowerCase() === token.address.toLowerCase(),
  );
}
