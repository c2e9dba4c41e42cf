import {
  BFF,
  fmt,
  solanaRawTransactionSchema,
  solanaTransactionBytes,
  solanaTransactionJson,
} from '@satchel/shared';
import { AccountRole, type Address, type Instruction } from '@solana/kit';
import { PlatformError } from '../../errors/platform-error.js';
import { SettlementFailure } from '../../errors/settlement-failure.js';
import { validateBody } from '../../http/validate-body.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../../solana/solana-constants.js';
import type { SolanaInstructionRecord } from '../../solana/solana-transaction-store.js';
import type { JobPayload, SolanaInstructions } from '../intent-module.js';
import { invalidCallData } from '../job-data.js';
import { solanaAddress } from '../solana-values.js';
import type { RawFamily } from './raw-family.js';

/** A Solana raw transaction: exactly one `{signer, instructions}`, instruction data as lowercase `0x` hex. */
export const solanaRaw: RawFamily = {
  decode(caip2Id, transactions, user) {
    if (transactions.length !== 1)
      throw invalidCallData('a Solana raw transaction carries exactly one transaction');
    const transaction = solanaTransactionBytes(transactions[0]);
    if (transaction === undefined)
      throw invalidCallData('instruction data is not lowercase 0x hex of whole bytes');
    return { schema: solanaRawTransactionSchema(user), schemaInput: { caip2Id, transaction } };
  },
  estimate(caip2Id, transactions, user) {
    if (!Array.isArray(transactions) || transactions.length !== 1)
      throw new PlatformError('VALIDATION_ERROR', {
        message: fmt.validationFailed([BFF.solanaSingleTransaction]),
      });
    // Estimate details carry the transaction as embedded (data as hex), the schema checks it as input (bytes).
    const transaction = solanaTransactionBytes(transactions[0]) ?? transactions[0];
    const parsed = validateBody(solanaRawTransactionSchema(user), { caip2Id, transaction });
    return [solanaTransactionJson(parsed.transaction)];
  },
};

function hexBytes(data: unknown): Uint8Array {
  const hex = String(data ?? '0x');
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) throw new SettlementFailure(`Invalid instruction data: ${hex}`);
  return new Uint8Array(Buffer.from(hex.slice(2), 'hex'));
}

/**
 * The payload's instructions as given. Only the user may sign (the runtime checks no signatures, so any other
 * signer would be forged) and no instruction may touch the platform account (it signs the faucet's and the
 * sponsored transactions as their fee payer).
 */
export function solanaRawInstructions(payload: JobPayload, owner: Address): SolanaInstructions {
  const tx = ((payload.transactions as unknown[]) ?? [])[0] as Record<string, unknown> | undefined;
  if (!tx || !Array.isArray(tx.instructions) || tx.instructions.length === 0)
    throw new SettlementFailure('A Solana transaction needs at least one instruction');
  if (String(tx.signer) !== owner)
    throw new SettlementFailure(`Signer ${String(tx.signer)} is not the user's Solana address ${owner}`);
  const recorded: SolanaInstructionRecord[] = [];
  const instructions = (tx.instructions as Record<string, unknown>[]).map((ix, index) => {
    const programAddress = solanaAddress(ix.programId, `program id of instruction ${index}`);
    if (programAddress === PLATFORM_SOLANA_ACCOUNT)
      throw new SettlementFailure(
        `Instruction ${index} may not use the platform's fee payer ${programAddress}`,
      );
    const data = hexBytes(ix.data);
    const keys = (Array.isArray(ix.keys) ? ix.keys : []) as Record<string, unknown>[];
    const accounts = keys.map((key) => {
      const pubkey = solanaAddress(key.pubkey, `account of instruction ${index}`);
      if (pubkey === PLATFORM_SOLANA_ACCOUNT)
        throw new SettlementFailure(`Instruction ${index} may not use the platform's fee payer ${pubkey}`);
      const isSigner = key.isSigner === true;
      const isWritable = key.isWritable === true;
      if (isSigner && pubkey !== owner)
        throw new SettlementFailure(`Instruction ${index}: only the user's address ${owner} can sign`);
      const role = isSigner
        ? isWritable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : isWritable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY;
      return { address: pubkey, role };
    });
    recorded.push({
      programId: programAddress,
      data: `0x${Buffer.from(data).toString('hex')}`,
      keys: accounts.map((a) => ({ pubkey: a.address, isSigner: a.role >= 2, isWritable: a.role % 2 === 1 })),
    });
    return { programAddress, accounts, data } satisfies Instruction;
  });
  return { instructions, recorded };
}
