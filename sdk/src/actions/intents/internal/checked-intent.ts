import { fmt, isSolanaChain, sameId } from '@satchel/shared';
import type { Client } from '../../../client/client.js';
import { SatchelError } from '../../../errors/index.js';
import { getAccount } from '../../get-account.js';
import { fetchChains } from '../../internal/fetch-chains.js';
import type { Chain } from '../../types.js';
import { checkChain } from './check-chain.js';
import type { IntentSpec } from './intent-specs.js';
import { requireUser, validateIntent } from './validate-intent.js';

/** An intent's input after steps 1–3 (§10.6): the user, the validated data and the chain it runs on. */
export interface CheckedIntent {
  userSWA: string;
  data: Record<string, unknown>;
  chain: Chain;
}

/**
 * Steps 1–3 of every intent: logged in, validated (no request before the formats pass), chain looked up and
 * checked. On a Solana chain the rules that need the user's Solana address (the signer is the user, the recipient
 * is not) run once the wallets read gave it: the session knows only the userSWA.
 */
export async function checkedIntent(
  client: Client,
  spec: IntentSpec,
  input: unknown,
  feePayer?: string,
): Promise<CheckedIntent> {
  const userSWA = requireUser(client);
  const data = validateIntent(spec, input, { userSWA }, feePayer);
  const chain = checkChain(await fetchChains(client), String(data.caip2Id), spec);
  if (!isSolanaChain(chain.caipId)) return { userSWA, data, chain };
  const solanaAddress = (await getAccount(client)).find((w) => sameId(w.caip2Id, chain.caipId))?.address;
  if (!solanaAddress)
    throw new SatchelError(fmt.failedToRetrieveWallets(`no wallet on ${chain.caipId}`), {
      code: 'WALLET_NOT_FOUND',
    });
  return { userSWA, data: validateIntent(spec, input, { userSWA, solanaAddress }, feePayer), chain };
}
