import { useChains, useNfts } from '../../hooks/use-reads.js';
import { DEMO } from '../../lib/demo-messages.js';

/** The networks, the user's NFTs on the picked network (`caip2Id`), and a read that failed. */
export function useNftData(caip2Id: string) {
  const chains = useChains();
  const nfts = useNfts();
  return {
    chains,
    networkNfts: (nfts.data ?? []).filter((n) => n.caipId.toLowerCase() === caip2Id.toLowerCase()),
    nftsLoading: nfts.isLoading,
    error: chains.error ? DEMO.failedToFetchChains : nfts.error ? DEMO.failedToFetchNfts : undefined,
  };
}

export type NftData = ReturnType<typeof useNftData>;
