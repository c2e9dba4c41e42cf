import { BFF, evmRawTransactionSchema, fmt, toWei } from '@satchel/shared';
import { numberToHex, type Hex } from 'viem';
import { SettlementFailure } from '../../errors/settlement-failure.js';
import { PlatformError } from '../../errors/platform-error.js';
import type { EvmCall } from '../../evm/evm-runtime.js';
import { CREATE_ADDRESS } from '../../evm/platform-accounts.js';
import { validateBody } from '../../http/validate-body.js';
import type { JobPayload } from '../intent-module.js';
import { hexAddress, invalidCallData } from '../job-data.js';
import type { RawFamily } from './raw-family.js';

/** An EVM raw transaction: exactly one `{from, to, data?, value?}` (§15.3). */
export const evmRaw: RawFamily = {
  decode(caip2Id, transactions) {
    if (transactions.length !== 1)
      throw invalidCallData('an EVM raw transaction carries exactly one transaction');
    return { schema: evmRawTransactionSchema(), schemaInput: { caip2Id, transaction: transactions[0] } };
  },
  estimate(caip2Id, transactions) {
    if (!Array.isArray(transactions) || transactions.length !== 1)
      throw new PlatformError('VALIDATION_ERROR', {
        message: fmt.validationFailed([BFF.evmSingleTransaction]),
      });
    const { transaction } = validateBody(evmRawTransactionSchema(), {
      caip2Id,
      transaction: transactions[0],
    });
    const value = numberToHex(toWei(transaction.value ?? 0) ?? 0n);
    return [{ from: transaction.from, to: transaction.to, data: transaction.data ?? '0x', value }];
  },
};

/** The value an EVM raw transaction sends, in wei (decimal). */
export const evmRawValue = (payload: JobPayload) =>
  BigInt(String((payload.transactions as Record<string, unknown>[])[0].value)).toString();

/**
 * The call: `{to, data, value}` against any address, from the user's account only. The wire requires `to`, so a
 * deployment is sent to the zero address with the creation code as `data` (no one can call the zero address).
 */
export function evmRawCall(payload: JobPayload, from: Hex): EvmCall {
  const tx = (payload.transactions as Record<string, unknown>[])[0];
  if (String(tx.from).toLowerCase() !== from.toLowerCase())
    throw new SettlementFailure(`Sender ${String(tx.from)} is not the user's account`);
  const data = (typeof tx.data === 'string' ? tx.data : '0x') as Hex;
  const value = BigInt(String(tx.value ?? '0x0'));
  const to = hexAddress(tx.to);
  if (to === CREATE_ADDRESS && data !== '0x') return { data, value };
  return { to, data, value };
}
