import useSWR from 'swr';
import { useBackend } from '../backend/BackendContext.js';
import type { Backend } from '../backend/types.js';

/** One cached read per backend and user, so a new login never shows the previous user's data. */
function useRead<T>(name: string, read: (backend: Backend) => Promise<T>) {
  const { backend, auth } = useBackend();
  return useSWR([name, backend.mode, auth.session?.userSWA, backend], () => read(backend), {
    revalidateOnFocus: false,
  });
}

export const useChains = () => useRead('chains', (b) => b.getChains());
export const useTokens = () => useRead('tokens', (b) => b.getTokens());
export const usePortfolio = () => useRead('portfolio', (b) => b.getPortfolio());
export const useNfts = () => useRead('nfts', (b) => b.getPortfolioNFT());
export const useAccounts = () => useRead('accounts', (b) => b.getAccount());
