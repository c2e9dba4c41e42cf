import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { PLATFORM_SOLANA_ACCOUNT } from './solana-constants.js';

/** A wallet's associated token account for a mint. */
export async function associatedTokenAccount(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

/** The recipient's ATA, created by the platform when missing (idempotent: no-op when it exists). */
async function createRecipientAccount(recipient: Address, mint: Address) {
  const ata = await associatedTokenAccount(recipient, mint);
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer: createNoopSigner(PLATFORM_SOLANA_ACCOUNT),
    ata,
    owner: recipient,
    mint,
  });
  return { ata, create };
}

/** An SPL transfer between associated token accounts: create the recipient's if missing, then TransferChecked. */
export async function splTransferInstructions(input: {
  owner: Address;
  recipient: Address;
  mint: Address;
  amount: bigint;
  decimals: number;
}): Promise<Instruction[]> {
  const { owner, recipient, mint, amount, decimals } = input;
  const { ata, create } = await createRecipientAccount(recipient, mint);
  const transfer = getTransferCheckedInstruction({
    source: await associatedTokenAccount(owner, mint),
    mint,
    destination: ata,
    authority: createNoopSigner(owner),
    amount,
    decimals,
  });
  return [create, transfer];
}

/** Mints to a wallet's ATA (created if missing), the platform account being the mint authority (faucet). */
export async function splMintInstructions(input: {
  recipient: Address;
  mint: Address;
  amount: bigint;
  decimals: number;
}): Promise<Instruction[]> {
  const { recipient, mint, amount, decimals } = input;
  const { ata, create } = await createRecipientAccount(recipient, mint);
  const mintTo = getMintToCheckedInstruction({
    mint,
    token: ata,
    mintAuthority: createNoopSigner(PLATFORM_SOLANA_ACCOUNT),
    amount,
    decimals,
  });
  return [create, mintTo];
}
