import type { EvmCallRequest } from '../../evm/evm-chain-reader.js';
import { invalidParams } from '../json-rpc-error.js';
import { address, data, quantity } from './evm-params.js';

/**
 * The transaction object of `eth_call`: `from`, `to`, `data` (or `input`, the newer name; equal when both), `value`,
 * `gas`. Fee fields are accepted and ignored: calls cost nothing here.
 */
export function callRequest(value: unknown): EvmCallRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams('the call is not a transaction object');
  const tx = value as Record<string, unknown>;
  const request: EvmCallRequest = {};
  if (tx.from != null) request.from = address(tx.from, 'from');
  if (tx.to != null) request.to = address(tx.to, 'to');
  const input = tx.input != null ? data(tx.input, 'input') : undefined;
  const payload = tx.data != null ? data(tx.data, 'data') : undefined;
  if (input !== undefined && payload !== undefined && input !== payload)
    throw invalidParams('both "data" and "input" are set and not equal');
  if ((input ?? payload) !== undefined) request.data = input ?? payload;
  if (tx.value != null) request.value = quantity(tx.value, 'value');
  if (tx.gas != null) request.gas = quantity(tx.gas, 'gas');
  for (const fee of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce'])
    if (tx[fee] != null) quantity(tx[fee], fee);
  return request;
}
