import { fmt, SDK } from '@satchel/shared';
import type { Client } from '../client/client.js';
import { API_PATHS } from '../transport/index.js';
import { authedGet } from './internal/authed-get.js';
import type { Wallet } from './types.js';

/**
 * The user's wallets, one per whitelisted network (GET /wallets, §14.1).
 * @example
 * const wallets = await getAccount(client);
 * const baseSepolia = wallets.find((wallet) => wallet.caip2Id === 'eip155:84532')?.address;
 */
export async function getAccount(client: Client): Promise<Wallet[]> {
  return authedGet(client, API_PATHS.wallets, {
    failed: fmt.failedToRetrieveWallets,
    missing: SDK.responseDataMissing,
  });
}
