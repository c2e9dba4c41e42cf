import { isSolanaChain } from '@satchel/shared';
import type { Wallet } from '@satchel/sdk';

/** The user's Solana address on `caip2Id` (from the wallets read), else on any Solana network; '' until known. */
export function userSolanaAddress(wallets: readonly Wallet[] | undefined, caip2Id: string): string {
  const solana = (wallets ?? []).filter((w) => isSolanaChain(w.caipId));
  return (solana.find((w) => w.caipId.toLowerCase() === caip2Id.toLowerCase()) ?? solana[0])?.address ?? '';
}
