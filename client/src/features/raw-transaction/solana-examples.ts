import type { SolanaFormValue, SolanaInstruction } from './solana-form-value.js';

/** The SPL Memo program (v2): logs its data as UTF-8 and checks that every account it is given signed. */
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
export const MEMO_EXAMPLE_TEXT = 'Hello from Satchel';

/** A Memo instruction with `text` as its data (comma-separated UTF-8 bytes) and the signer as its signing key. */
export function memoInstruction(signer: string, text = MEMO_EXAMPLE_TEXT): SolanaInstruction {
  return {
    programId: MEMO_PROGRAM,
    data: [...new TextEncoder().encode(text)].join(', '),
    keys: signer ? [{ pubkey: signer, isSigner: true, isWritable: false }] : [],
  };
}

/** The form with one Memo instruction, signed by the form's signer. */
export const memoExample = (value: SolanaFormValue): SolanaFormValue => ({
  ...value,
  instructions: [memoInstruction(value.signer.trim())],
});
