import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { createNoopSigner, getBase58Encoder, type Address, type Instruction } from '@solana/kit';
import { findProgramAddress } from './find-program-address.js';
import { PLATFORM_SOLANA_ACCOUNT } from './solana-constants.js';

const bytes = (key: Address) => new Uint8Array(getBase58Encoder().encode(key));

/** A wallet's associated token account for a mint (seeds: owner, token program, mint). */
export function associatedTokenAccount(owner: Address, mint: Address): Address {
  return findProgramAddress(
    [bytes(owner), bytes(TOKEN_PROGRAM_ADDRESS), bytes(mint)],
    ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  );
}

/** The recipient's ATA, its rent paid by `payer`, when missing (idempotent: no-op when it exists). */
function createRecipientAccount(recipient: Address, mint: Address, payer: Address) {
  const ata = associatedTokenAccount(recipient, mint);
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer: createNoopSigner(payer),
    ata,
    owner: recipient,
    mint,
  });
  return { ata, create };
}

/** An SPL transfer between associated token accounts: create the recipient's if missing, then TransferChecked. */
export function splTransferInstructions(input: {
  owner: Address;
  recipient: Address;
  mint: Address;
  amount: bigint;
  decimals: number;
  /** Who pays the rent of a new recipient account: the transaction's fee payer (the platform by default). */
  payer?: Address;
}): Instruction[] {
  const { owner, recipient, mint, amount, decimals } = input;
  const { ata, create } = createRecipientAccount(recipient, mint, input.payer ?? PLATFORM_SOLANA_ACCOUNT);
  const transfer = getTransferCheckedInstruction({
    source: associatedTokenAccount(owner, mint),
    mint,
    destination: ata,
    authority: createNoopSigner(owner),
    amount,
    decimals,
  });
  return [create, transfer];
}

/** Mints to a wallet's ATA (created if missing), the platform account being the mint authority (faucet). */
export function splMintInstructions(input: {
  recipient: Address;
  mint: Address;
  amount: bigint;
  decimals: number;
}): Instruction[] {
  const { recipient, mint, amount, decimals } = input;
  const { ata, create } = createRecipientAccount(recipient, mint, PLATFORM_SOLANA_ACCOUNT);
  const mintTo = getMintToCheckedInstruction({
    mint,
    token: ata,
    mintAuthority: createNoopSigner(PLATFORM_SOLANA_ACCOUNT),
    amount,
    decimals,
  });
  return [create, mintTo];
}
