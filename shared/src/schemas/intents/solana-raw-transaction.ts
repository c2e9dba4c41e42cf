import * as z from 'zod/mini';
import { SOLANA_LIMITS } from '../../constants/protocol.js';
import { VALIDATION } from '../../messages.js';
import { isSolanaAddress } from '../../solana-address.js';
import { caip2Id, schemaPerUser, strictObject } from '../common.js';
import { useEnglishMessages } from '../zod-locale.js';

useEnglishMessages();

const { instructions: maxInstructions, keysPerInstruction, dataBytes } = SOLANA_LIMITS;

const publicKey = (message: string) => z.string({ error: message }).check(z.refine(isSolanaAddress, message));

/** An array of `min` to `max` items (element issues first, then the length's). */
const boundedArray = <T extends z.core.$ZodType>(
  item: T,
  bounds: { min?: number; max: number },
  messages: { type: string; tooFew?: string; tooMany: string },
) =>
  z
    .array(item, { error: messages.type })
    .check(
      z.minLength(bounds.min ?? 0, messages.tooFew ?? messages.type),
      z.maxLength(bounds.max, messages.tooMany),
    );

const byte = z
  .number({ error: VALIDATION.invalidInstructionData })
  .check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 255, VALIDATION.invalidInstructionData));

/** One account of an instruction `{pubkey, isSigner, isWritable}` (strict). */
const accountMetaSchema = strictObject({
  pubkey: publicKey(VALIDATION.invalidAccountKey),
  isSigner: z.boolean({ error: VALIDATION.invalidAccountFlags }),
  isWritable: z.boolean({ error: VALIDATION.invalidAccountFlags }),
});

/** One instruction `{programId, data, keys}`: data as bytes (integers 0–255), at most 32 account keys. */
const solanaInstructionSchema = strictObject(
  {
    programId: publicKey(VALIDATION.invalidProgramId),
    data: boundedArray(
      byte,
      { max: dataBytes },
      { type: VALIDATION.invalidInstructionData, tooMany: VALIDATION.instructionDataTooLong },
    ),
    keys: boundedArray(
      accountMetaSchema,
      { max: keysPerInstruction },
      { type: VALIDATION.invalidInstruction, tooMany: VALIDATION.tooManyAccountKeys },
    ),
  },
  VALIDATION.invalidInstruction,
);
/**
 * One Solana instruction: the program, its data bytes and its accounts in order.
 * @example
 * const memo: SolanaInstruction = { programId: MEMO_PROGRAM, data: [...new TextEncoder().encode('hi')], keys: [] };
 */
export type SolanaInstruction = z.input<typeof solanaInstructionSchema>;

/** The transaction `{signer, instructions}`; the signer must be the user's Solana address once it is known. */
const solanaTransactionSchema = (solanaAddress: string | undefined) =>
  strictObject(
    {
      signer: publicKey(VALIDATION.invalidSigner).check(
        z.refine(
          (signer) => solanaAddress === undefined || signer === solanaAddress,
          VALIDATION.signerIsNotUser,
        ),
      ),
      instructions: boundedArray(
        solanaInstructionSchema,
        { min: 1, max: maxInstructions },
        {
          type: VALIDATION.atLeastOneInstruction,
          tooFew: VALIDATION.atLeastOneInstruction,
          tooMany: VALIDATION.tooManyInstructions,
        },
      ),
    },
    VALIDATION.solanaTransactionRequired,
  );
/**
 * One Solana transaction of a raw transaction: the user's Solana address as `signer`, and its instructions.
 * @example
 * const tx: SolanaTransaction = { signer: solanaAddress, instructions: [memo] };
 */
export type SolanaTransaction = z.input<ReturnType<typeof solanaTransactionSchema>>;

/** RAW_TRANSACTION on Solana `{caip2Id, transaction}` (docs/protocol-solana.md). */
export const solanaRawTransactionSchema = /* @__PURE__ */ schemaPerUser((ctx) =>
  strictObject({
    caip2Id: caip2Id({ solanaOnly: VALIDATION.solanaCaip2Id }),
    transaction: solanaTransactionSchema(ctx.solanaAddress),
  }),
);
/**
 * Input of `solanaRawTransaction`: one transaction on a `solana:` chain, `data` as bytes.
 * @example
 * const input: SolanaRawTransactionInput = { caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', transaction: tx };
 */
export type SolanaRawTransactionInput = z.input<ReturnType<typeof solanaRawTransactionSchema>>;
