import type { ReadName } from '@satchel/sdk';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useBackend } from './backend-context.js';
import { followBackendOrder } from './follow-backend-order.js';
import type { Backend, ModeHooks } from './types.js';

/**
 * One cached read per backend and user, so a new login never shows the previous user's data. The read's name sits
 * where the SDK's query keys have it (`key[3]`, core `readKey`), so one filter revalidates it in either mode.
 */
function useRead<T>(name: ReadName, read: (backend: Backend) => Promise<T>) {
  const { backend, auth } = useBackend();
  return useSWR(['demo', backend, auth.session?.userSWA, name], () => read(backend), {
    revalidateOnFocus: false,
  });
}

/** The pages' hooks over a `Backend`: api mode, and the stand-in until a mode's chunk is loaded. */
export const backendHooks: ModeHooks = {
  useChains: () => useRead('chains', (b) => b.getChains()),
  useTokens: () => useRead('tokens', (b) => b.getTokens()),
  usePortfolio: () => useRead('portfolio', (b) => b.getPortfolio()),
  useNfts: () => useRead('portfolioNft', (b) => b.getPortfolioNFT()),
  useAccounts: () => useRead('account', (b) => b.getAccount()),
  useExecute() {
    const { backend } = useBackend();
    return useCallback((request, feePayer) => backend.execute(request, feePayer), [backend]);
  },
  useWaitForOrder() {
    const { backend } = useBackend();
    return useCallback((jobId, options) => followBackendOrder(backend, jobId, options), [backend]);
  },
  useSign() {
    const { backend } = useBackend();
    return useMemo(
      () => ({
        signMessage: (message) => backend.signMessage(message),
        signTypedData: (typedData) => backend.signTypedData(typedData),
      }),
      [backend],
    );
  },
};

/** Whether an swr key is a read (demo's or the SDK's) of one of `names`: the filter for a revalidation. */
export const isReadOf = (key: unknown, names: readonly ReadName[]) =>
  Array.isArray(key) && names.includes(key[3] as ReadName);
