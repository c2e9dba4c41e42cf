import { useEffect } from 'react';
import { useBackend } from '../../backend/backend-context.js';
import { useAccounts, useChains, usePortfolio, useTokens } from '../../hooks/use-reads.js';
import { DEMO_FMT } from '../../lib/demo-messages.js';
import { findHolding } from '../../lib/find-holding.js';
import { userSolanaAddress } from '../../lib/user-solana-address.js';
import { tokenAddressOf, type TokenValues } from './token-schema.js';

/**
 * What the token form shows and checks against: the networks, the network's tokens, the picked one and the user's
 * holding of it, the user's own address on the chain type, and a read that failed. A final order (`final`) changed
 * the balances: the portfolio is read again.
 */
export function useTokenData({ chainType, caip2Id, token }: TokenValues, final: boolean) {
  const chains = useChains();
  const tokens = useTokens();
  const portfolio = usePortfolio();
  const accounts = useAccounts();
  const { auth } = useBackend();
  const refreshPortfolio = portfolio.mutate;
  useEffect(() => {
    if (final) void refreshPortfolio();
  }, [final, refreshPortfolio]);

  const networkTokens = (tokens.data ?? []).filter((t) => t.caipId.toLowerCase() === caip2Id.toLowerCase());
  const selectedToken = token ? networkTokens.find((t) => t.address === tokenAddressOf(token)) : undefined;
  return {
    chains,
    networkTokens,
    selectedToken,
    holding: findHolding(portfolio.data, selectedToken),
    user: chainType === 'SOLANA' ? userSolanaAddress(accounts.data, caip2Id) : (auth.session?.userSWA ?? ''),
    error: chains.error
      ? DEMO_FMT.failedToFetchChains(chains.error.message)
      : tokens.error
        ? DEMO_FMT.failedToFetchTokens(tokens.error.message)
        : undefined,
  };
}

export type TokenData = ReturnType<typeof useTokenData>;
