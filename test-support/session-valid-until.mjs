import { createPublicClient, http, parseAbi } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { ENVIRONMENTS } from '@satchel/shared';

const ACCOUNT_ABI = parseAbi(['function sessionValidUntil(address key) view returns (uint48)']);

/**
 * Until when the user's account on the sandbox chain accepts the session's key (docs/accounts.md
 * `sessionValidUntil`, 0 = not at all), read by viem through the platform's JSON-RPC endpoint.
 */
export async function sessionValidUntil(platformUrl, session) {
  return createPublicClient({
    transport: http(`${platformUrl}/rpc/eip155:${ENVIRONMENTS.sandbox.chainId}`),
  }).readContract({
    address: session.userSWA,
    abi: ACCOUNT_ABI,
    functionName: 'sessionValidUntil',
    args: [publicKeyToAddress(session.sessionPubKey)],
  });
}
