import { SUCCESS_ORDER_STATUS } from '@satchel/shared';
import { useEffect } from 'react';
import type { Order } from '../../backend/types.js';
import { useChains, useNfts } from '../../hooks/use-reads.js';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import type { CollectionValues } from './collection-schema.js';

/**
 * The Aptos networks and the user's NFTs. When the platform reports a new collection's address with its order
 * (`created`), the mint form is offered it; a successful mint (`minted`) reads the NFTs again.
 */
export function useCollectionData(
  form: IntentForm<CollectionValues>,
  created: Order | undefined,
  minted: Order | undefined,
) {
  const chains = useChains();
  const nfts = useNfts();
  const { set } = form;
  useEffect(() => {
    const address =
      created?.status === SUCCESS_ORDER_STATUS
        ? (created.details?.collectionAddress as string | undefined)
        : undefined;
    if (address) set((v) => (v.mintCollection ? {} : { mintCollection: address }));
  }, [created, set]);
  const mintDone = minted?.status === SUCCESS_ORDER_STATUS;
  const refreshNfts = nfts.mutate;
  useEffect(() => {
    if (mintDone) void refreshNfts();
  }, [mintDone, refreshNfts]);
  return {
    aptosChains: (chains.data ?? []).filter((c) => /^aptos:/i.test(c.caipId)),
    chainsLoading: chains.isLoading,
    nfts: nfts.data,
  };
}
