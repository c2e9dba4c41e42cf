import { contractReadSchema, SDK, type ContractReadInput } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { validateInput } from '../client/validate-input.js';
import { API_PATHS } from '../transport/index.js';
import { sameMessage } from './internal/authed-get.js';
import { wrapFailure } from './internal/wrap-failure.js';

/**
 * Reads a view function (EVM `{contractAddress, abi, args}`) or an Aptos view (`{function, typeArguments,
 * functionArguments}`) (§14.10); one string per output. Validated first; any failure of the call →
 * `Failed to read contract data from the backend.`
 * @example
 * const abi = {
 *   type: 'function',
 *   name: 'balanceOf',
 *   stateMutability: 'view',
 *   inputs: [{ name: 'owner', type: 'address' }],
 *   outputs: [{ name: '', type: 'uint256' }],
 * } as const;
 * const data = { contractAddress, abi, args: [owner] };
 * const [balance] = await readContractData(client, { caip2Id: 'eip155:84532', data });
 */
export async function readContractData(client: Client, payload: ContractReadInput): Promise<string[]> {
  validateInput(contractReadSchema, payload);
  return wrapFailure(SDK.failedToReadContractWrapped, () =>
    client.request<string[]>({
      method: 'POST',
      path: API_PATHS.readContractData,
      body: { caip2Id: payload.caip2Id, data: payload.data },
      auth: true,
      messages: sameMessage(SDK.failedToReadContract),
      pick: (data) => (Array.isArray(data) ? data : undefined),
    }),
  );
}
