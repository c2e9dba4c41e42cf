import { echoInput, fmt, INTENT_TYPES, type IntentType } from '@satchel/shared';
import type { Hex } from '../../crypto/hex-types.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { encodeAbiParameters } from '../abi/encode-abi-parameters.js';
import { jpParameter } from './jp-abi.js';
import type { JobParametersByIntent } from './job-parameters-types.js';
import { rawTransactionFamily } from './raw-transaction-family.js';

/**
 * `_jobParameters` = `abi.encode(JP)` (§11.2–11.3), a dynamic tuple starting with the offset word `0x20`.
 * For RAW_TRANSACTION the caip2 id must be `eip155:`, `aptos:` or `solana:` and, when `chainFamily` is given, of that family
 * (both families share the JP type `(string caip2Id, bytes[] transactions)`).
 * @example
 * const jp = toJobParameters('TOKEN_TRANSFER', { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 * const encoded = encodeJobParameters('TOKEN_TRANSFER', jp);
 */
export function encodeJobParameters<T extends IntentType>(
  intentType: T,
  jp: JobParametersByIntent[T],
  chainFamily?: 'EVM' | 'APTOS' | 'SOLANA',
): Hex {
  if (!INTENT_TYPES.includes(intentType))
    throw new InvalidInputError(fmt.unsupportedIntentType(String(intentType)));
  if (intentType === 'RAW_TRANSACTION') {
    const family = rawTransactionFamily(jp.caip2Id);
    if (chainFamily !== undefined && family !== chainFamily)
      throw new InvalidInputError('Chain family mismatch', {
        details: `${echoInput(jp.caip2Id)} is not ${chainFamily}`,
      });
  }
  // The encoder checks every value against the tuple's component types.
  return encodeAbiParameters([jpParameter(intentType)], [jp]);
}
