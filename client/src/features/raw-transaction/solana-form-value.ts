import type { SolanaInstruction as SolanaInstructionInput } from '../../backend/types.js';

/** The Solana raw-transaction form as typed: data as comma-separated bytes. */
export interface SolanaKey {
  pubkey: string;
  isSigner: boolean;
  isWritable: boolean;
}
export interface SolanaInstruction {
  programId: string;
  data: string;
  keys: SolanaKey[];
}
export interface SolanaFormValue {
  signer: string;
  instructions: SolanaInstruction[];
}

export const EMPTY_SOLANA: SolanaFormValue = { signer: '', instructions: [] };

/** The form's data field as numbers; anything that is not a byte is left for the SDK's schema to refuse. */
export const dataBytes = (data: string) =>
  data
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean)
    .map(Number);

/** The instructions as the SDK takes them: data bytes as numbers, keys' pubkeys trimmed. */
export function solanaInstructions(value: SolanaFormValue): SolanaInstructionInput[] {
  return value.instructions.map((ins) => ({
    programId: ins.programId.trim(),
    data: dataBytes(ins.data),
    keys: ins.keys.map((key) => ({ ...key, pubkey: key.pubkey.trim() })),
  }));
}
