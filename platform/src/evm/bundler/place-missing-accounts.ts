import { Address, hexToBytes } from '@ethereumjs/util';
import type { Hex } from 'viem';
import type { Db } from '../../db/open-database.js';
import type { EvmChain } from '../evm-chain.js';
import { placeAccounts } from '../place-accounts.js';
import type { AccountHolder } from '../user-account.js';

/**
 * Places on `chain` the accounts of the holders that have no code there yet (users from before the environment
 * chains, or inserted without a login), committed at once; nothing is written when all are there. Chain work: in
 * the chains' exclusive turn, nothing uncommitted on the chain.
 */
export async function placeMissingAccounts(db: Db, chain: EvmChain, holders: AccountHolder[]): Promise<void> {
  const missing: AccountHolder[] = [];
  for (const holder of holders)
    if ((await chain.state.getCodeSize(new Address(hexToBytes(holder.userSWA as Hex)))) === 0)
      missing.push(holder);
  await placeAccounts(db, [chain], missing);
}
