import { generatePaymasterData, paymasterValidUntil } from '../protocol/index.js';

/** Paymaster data (§9) for an operation UUID: clientSWA, the client key, validUntil now + 6 h, validAfter 0. */
export function paymasterData(
  credentials: { clientSWA: string; clientPrivateKey: string },
  nonce: string,
  nowMs: number,
): `0x${string}` {
  return generatePaymasterData({
    clientSWA: credentials.clientSWA as `0x${string}`,
    clientPrivateKey: credentials.clientPrivateKey as `0x${string}`,
    nonce,
    validUntil: paymasterValidUntil(nowMs),
  });
}
