import type { Db } from '../db/open-database.js';
import type { EvmChain } from './evm-chain.js';
import { saveEvmState } from './evm-state-store.js';
import type { StateLayer } from './layered-state.js';
import { placeUserAccount, type AccountHolder } from './user-account.js';

/**
 * Places the holders' accounts where they have no code yet, on each chain in a layer of its own, and commits them in
 * one database transaction (as seeding places the genesis allocations). The chains must hold nothing uncommitted:
 * the caller has the chains' exclusive turn, or the chain is opening.
 */
export async function placeAccounts(db: Db, chains: EvmChain[], holders: AccountHolder[]): Promise<void> {
  if (holders.length === 0) return;
  const placed: { chain: EvmChain; layer: StateLayer }[] = [];
  try {
    for (const chain of chains) {
      const layer = chain.state.beginLayer();
      placed.push({ chain, layer });
      for (const holder of holders) await placeUserAccount(chain.state, holder);
    }
    db.transaction(() => {
      for (const { chain, layer } of placed) saveEvmState(db, chain.chainId, layer);
    })();
  } catch (error) {
    for (const { chain, layer } of placed.reverse()) chain.state.dropTopLayer(layer);
    throw error;
  }
  for (const { chain, layer } of placed) chain.state.commitLayer(layer);
}
