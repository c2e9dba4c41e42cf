/**
 * The shapes the forms check before anything is sent, so a bad value gets the same words in both modes (the SDK
 * and the BFF word their refusals differently) and each message says what to enter.
 */
// A Solana key decodes to exactly 32 bytes: the wire contract's own check, not only its alphabet and length.
export { isSolanaAddress } from '@satchel/shared';
export const isEvmAddress = (v: string) => /^0x[0-9a-fA-F]{40}$/.test(v);
export const isAptosAddress = (v: string) => /^0x[0-9a-fA-F]{1,64}$/.test(v);
export const isWholeNumber = (v: string) => /^[0-9]+$/.test(v);
export const isHexData = (v: string) => /^0x([0-9a-fA-F]{2})*$/.test(v);
export const isWebLink = (v: string) => /^https?:\/\/[^\s/]+\S*$/.test(v);

export const SHAPES = {
  evmAddress: '0x followed by 40 hex characters',
  aptosAddress: '0x followed by up to 64 hex characters',
  solanaAddress: 'a base58 public key of 32 to 44 characters',
  webLink: 'a link starting with https://',
} as const;

/** A form's first problem: the field it is about and what to do. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}
