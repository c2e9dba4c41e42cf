import { useAccounts, useChains } from '../../hooks/use-reads.js';
import { userSolanaAddress } from '../../lib/user-solana-address.js';

/** The networks, and the user's Solana address on the picked network (the signer), '' until the wallets read gives it. */
export function useRawData(caip2Id: string) {
  const chains = useChains();
  return { chains, solanaAddress: userSolanaAddress(useAccounts().data, caip2Id) };
}

export type RawData = ReturnType<typeof useRawData>;
