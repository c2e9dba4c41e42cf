import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { address, type Address } from '@solana/kit';
import { base58Encode } from '@satchel/shared';
import { SEED_NETWORKS } from '../world/seed-networks.js';

/**
 * The platform's one Solana account: fee payer of the faucet's transactions and of orders on sponsored networks
 * (the paymaster), mint authority of the seeded SPL mints and source of the faucet's SOL. Nobody holds its key:
 * the runtime runs without signature checks, and user transactions may not reference it (else they could sign as
 * the platform).
 */
export const PLATFORM_SOLANA_ACCOUNT: Address = address(
  base58Encode(sha256(utf8ToBytes('satchel:solana:platform'))),
);

/** Lamports the platform account starts with (1,000,000 SOL): fees and faucet top-ups come out of it. */
export const PLATFORM_SOLANA_LAMPORTS = 1_000_000_000_000_000n;

/** What the runtime charges per signature (LiteSVM's default, as on Solana). */
export const LAMPORTS_PER_SIGNATURE = 5000n;

/** The JS API does not expose an account's rent epoch; every account is rent exempt, as Solana reports them. */
export const RENT_EXEMPT_EPOCH = 18446744073709551615n;

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111');

/** The seeded Solana networks (type SVM): each runs on its own LiteSVM. */
export const SOLANA_NETWORKS: readonly string[] = SEED_NETWORKS.filter((n) => n.type === 'SVM').map(
  (n) => n.caipId,
);

export const isSolanaNetwork = (caip2Id: string) =>
  SOLANA_NETWORKS.some((id) => id.toLowerCase() === caip2Id.toLowerCase());
