import { getMintEncoder, getMintSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { some, none } from '@solana/kit';
import type { PlatformContext } from '../context.js';
import { SEED_TOKENS } from '../world/seed-tokens.js';
import { saveAccount } from './solana-account-store.js';
import { blockhashOfSlot, saveChainState } from './solana-chain-state.js';
import { PLATFORM_SOLANA_ACCOUNT, PLATFORM_SOLANA_LAMPORTS, SYSTEM_PROGRAM } from './solana-constants.js';

/** Rent-exempt minimum of an 82-byte mint (as `getMinimumBalanceForRentExemption(82)` answers). */
const MINT_RENT_LAMPORTS = 1_461_600n;

/**
 * Writes the network's genesis accounts, inside the caller's transaction: the platform account (fee payer, mint
 * authority, faucet) with its SOL, and each seeded SPL token as an initialized mint at its seeded address (decimals
 * from seed-tokens, supply 0, no freeze authority). The SPL and builtin programs come with every LiteSVM.
 */
export function seedSolanaChain(ctx: PlatformContext, caip2Id: string): void {
  saveAccount(ctx.db, caip2Id, {
    pubkey: PLATFORM_SOLANA_ACCOUNT,
    lamports: PLATFORM_SOLANA_LAMPORTS,
    owner: SYSTEM_PROGRAM,
    executable: false,
    data: new Uint8Array(0),
  });
  const mints = SEED_TOKENS.filter(
    (t) => t.caipId.toLowerCase() === caip2Id.toLowerCase() && t.address !== '',
  );
  for (const token of mints) {
    const data = getMintEncoder().encode({
      mintAuthority: some(PLATFORM_SOLANA_ACCOUNT),
      supply: 0n,
      decimals: token.decimals,
      isInitialized: true,
      freezeAuthority: none(),
    });
    if (data.length !== getMintSize()) throw new Error('Mint layout mismatch');
    saveAccount(ctx.db, caip2Id, {
      pubkey: token.address,
      lamports: MINT_RENT_LAMPORTS,
      owner: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      data: new Uint8Array(data),
    });
  }
  saveChainState(ctx.db, caip2Id, { slot: 0, blockhash: blockhashOfSlot(caip2Id, 0) });
}
