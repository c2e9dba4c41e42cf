import useSWR from 'swr';
import { useBackend } from '../backend/BackendContext.js';

/** Networks of the client (cached per backend). */
export function useChains() {
  const { backend } = useBackend();
  return useSWR(['chains', backend.mode, backend], () => backend.getChains(), { revalidateOnFocus: false });
}

export function useTokens() {
  const { backend } = useBackend();
  return useSWR(['tokens', backend.mode, backend], () => backend.getTokens(), { revalidateOnFocus: false });
}

export function usePortfolio() {
  const { backend } = useBackend();
  return useSWR(['portfolio', backend.mode, backend], () => backend.getPortfolio(), {
    revalidateOnFocus: false,
  });
}

export function useNfts() {
  const { backend } = useBackend();
  return useSWR(['nfts', backend.mode, backend], () => backend.getPortfolioNFT(), {
    revalidateOnFocus: false,
  });
}

export function useAccounts() {
  const { backend } = useBackend();
  return useSWR(
    ['accounts', backend.mode, backend],
    () => backend.getAccount() as Promise<{ caipId: string; address: string }[]>,
    {
      revalidateOnFocus: false,
    },
  );
}
