import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { INTENT_AFFECTED_READS, isReadKey } from '../../index.js';
import { useSatchelContext } from './use-satchel.js';

/**
 * The provider's order settlement, bound to this tree's swr cache: what it revalidates when an order is final is
 * every read an intent changes (`INTENT_AFFECTED_READS`).
 */
export function useSettlement() {
  const { client, settlement } = useSatchelContext();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const revalidate = () => {
      if (client) void mutate((key) => isReadKey(key, client, INTENT_AFFECTED_READS));
    };
    return {
      revalidate,
      follow: (jobId: string) => settlement?.follow(jobId, revalidate),
      settled: (jobId: string) => settlement?.settled(jobId, revalidate),
      observe: (orders: unknown, intentId?: string) => settlement?.observe(orders, intentId, revalidate),
    };
  }, [client, settlement, mutate]);
}
