import { INTENT_AFFECTED_READS } from '@satchel/sdk';
import {
  useAccount,
  useChains,
  useNfts,
  usePortfolio,
  useSatchelMutation,
  useSignMessage,
  useSignTypedData,
  useTokens,
  useWaitForOrder,
} from '@satchel/sdk/react';
import { useMemo } from 'react';
import type { ModeHooks } from '../types.js';
import { runIntent } from './run-intent.js';

// As the demo's api-mode reads: refetched after writes and on Refresh, not on every focus of the tab.
const READ = { revalidateOnFocus: false };

/**
 * sdk mode's hooks: the SDK's React layer itself. Reads are its swr hooks (cache keys from the core's `readKey`), a
 * write is `useSatchelMutation` over the SDK's intent actions (what `useTokenTransfer` & co. are, one hook for the
 * demo's generic flow) revalidating the reads an intent changes, and orders are followed by `useWaitForOrder`.
 */
export const sdkHooks: ModeHooks = {
  useChains: () => useChains(READ),
  useTokens: () => useTokens(READ),
  usePortfolio: () => usePortfolio(READ),
  useNfts: () => useNfts(READ),
  useAccounts: () => useAccount(READ),
  useExecute: () => useSatchelMutation(runIntent, {}, INTENT_AFFECTED_READS).mutateAsync,
  useWaitForOrder: () => useWaitForOrder().mutateAsync,
  useSign() {
    const message = useSignMessage().mutateAsync;
    const typed = useSignTypedData().mutateAsync;
    return useMemo(
      () => ({
        signMessage: message,
        // Spec §5: typed data is parsed as JSON in sdk mode; invalid JSON raises an error that is shown.
        signTypedData: async (typedData: string) => typed(JSON.parse(typedData) as object),
      }),
      [message, typed],
    );
  },
};
