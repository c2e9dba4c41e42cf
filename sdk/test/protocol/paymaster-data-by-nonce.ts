import type { Hex } from 'viem';
import { clientSignerFromKey, generatePaymasterData, paymasterValidUntil } from '../../src/protocol/index.js';

/**
 * Paymaster data for each nonce (validUntil from `nowMs`), computed up front: the vector suites build their cases
 * synchronously inside `describe`, and the client signer is asynchronous.
 */
export async function paymasterDataByNonce(
  nonces: readonly string[],
  inputs: { clientSWA: string; clientPrivateKey: string; nowMs: number },
): Promise<Record<string, Hex>> {
  const clientSigner = clientSignerFromKey(inputs.clientPrivateKey as Hex);
  const entries = await Promise.all(
    nonces.map(async (nonce) => {
      const data = await generatePaymasterData({
        clientSWA: inputs.clientSWA as Hex,
        clientSigner,
        nonce,
        validUntil: paymasterValidUntil(inputs.nowMs),
      });
      return [nonce, data] as const;
    }),
  );
  return Object.fromEntries(entries);
}
