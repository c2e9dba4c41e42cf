import { randomUUID } from 'node:crypto';
import { getTransferSolInstruction } from '@solana-program/system';
import { address, createNoopSigner, type Instruction } from '@solana/kit';
import type { FaucetBalance } from './faucet-types.js';
import { nowSeconds, type PlatformContext } from '../context.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../solana/solana-constants.js';
import type { ExecutedSolanaTransaction } from '../solana/run-solana-transaction.js';
import type { SolanaRuntime } from '../solana/solana-runtime.js';
import { associatedTokenAccount, splMintInstructions } from '../solana/spl-transfer-instructions.js';
import { parseMint, parseTokenAccount } from '../solana/token-account.js';
import { listNetworkFaucetTokens } from '../world/token-store.js';

/**
 * Tops a user's Solana address up to each of the network's faucet amounts through the runtime, in one transaction
 * paid by the platform account: SOL by a System transfer from it, each SPL token by minting to the user's ATA
 * (created when missing). Returns the resulting balances and the transaction to commit right away (none when the
 * user already had enough of everything).
 */
export async function fundSolanaUser(
  ctx: PlatformContext,
  runtime: SolanaRuntime,
  user: { userId: string; solanaAddress: string },
  caip2Id: string,
): Promise<{ balances: FaucetBalance[]; executed?: ExecutedSolanaTransaction }> {
  const tokens = listNetworkFaucetTokens(ctx.db, caip2Id);
  const owner = address(user.solanaAddress);
  const balances: FaucetBalance[] = [];
  const instructions: Instruction[] = [];
  const chain = runtime.chain(caip2Id);
  for (const token of tokens) {
    const target = BigInt(token.faucet_amount);
    let current: bigint;
    if (token.address === '') {
      current = chain.getAccount(owner)?.lamports ?? 0n;
      if (current < target)
        instructions.push(
          getTransferSolInstruction({
            source: createNoopSigner(PLATFORM_SOLANA_ACCOUNT),
            destination: owner,
            amount: target - current,
          }),
        );
    } else {
      const mint = address(token.address);
      const ata = associatedTokenAccount(owner, mint);
      current = parseTokenAccount(chain.getAccount(ata))?.amount ?? 0n;
      const decimals = parseMint(chain.getAccount(mint))?.decimals;
      if (current < target && decimals !== undefined)
        instructions.push(
          ...splMintInstructions({ recipient: owner, mint, amount: target - current, decimals }),
        );
    }
    const amount = (current < target ? target : current).toString();
    balances.push({ caip2Id, tokenAddress: token.address, symbol: token.symbol, owner, amount });
  }
  if (instructions.length === 0) return { balances };
  const executed = runtime.send(caip2Id, {
    instructions,
    seed: `faucet:${user.userId}:${randomUUID()}`,
    intentId: null,
    nowSec: nowSeconds(ctx),
  });
  return { balances, executed };
}
