import { encodeFunctionData, type Hex } from 'viem';
import { satchelAccountAbi } from '../artifacts/satchel-account.js';
import { satchelPaymasterAbi } from '../artifacts/satchel-paymaster.js';
import type { Db } from '../../db/open-database.js';
import type { EvmChain } from '../evm-chain.js';
import type { MinedTx } from '../mined-transaction.js';
import { PLATFORM_EXECUTOR } from '../platform-accounts.js';
import { recordRegistration, type Registration } from './registration-store.js';

/**
 * A registration the executor makes (or removes) on chain: the call, and what `chain_registrations` records of it.
 */
export interface ExecutorRegistration {
  registration: Registration;
  to: Hex;
  data: Hex;
}

/** A session key on the user's account, valid until the session's expiry (unix seconds). */
export const sessionKeyRegistration = (
  chainId: number,
  s: { userSWA: string; sessionAddress: string; validUntil: number },
): ExecutorRegistration => ({
  registration: { chainId, contract: s.userSWA, registrant: s.sessionAddress },
  to: s.userSWA as Hex,
  data: encodeFunctionData({
    abi: satchelAccountAbi,
    functionName: 'addSession',
    args: [s.sessionAddress as Hex, s.validUntil],
  }),
});

/** A client's signer on a paymaster, so the paymaster data it signs (§9) validates. */
export const clientSignerRegistration = (
  chainId: number,
  c: { paymaster: string; clientSWA: string; signer: string },
): ExecutorRegistration => ({
  registration: { chainId, contract: c.paymaster, registrant: `${c.clientSWA}:${c.signer}` },
  to: c.paymaster as Hex,
  data: encodeFunctionData({
    abi: satchelPaymasterAbi,
    functionName: 'setClientSigner',
    args: [c.clientSWA as Hex, c.signer as Hex, true],
  }),
});

/**
 * A session key removed from the user's account (a session ended before its expiry: logout, docs/protocol.md §6.3).
 * It records the same `chain_registrations` row as `sessionKeyRegistration` (kept, or made when the login did not
 * register the key), so the bundler never adds the key back for an operation of the ended session: that operation
 * then fails validation (AA24).
 */
export const sessionKeyRemoval = (
  chainId: number,
  s: { userSWA: string; sessionAddress: string },
): ExecutorRegistration => ({
  registration: { chainId, contract: s.userSWA, registrant: s.sessionAddress },
  to: s.userSWA as Hex,
  data: encodeFunctionData({
    abi: satchelAccountAbi,
    functionName: 'removeSession',
    args: [s.sessionAddress as Hex],
  }),
});

/**
 * Sends the registrations from the executor, one transaction each, in memory on `chain`; a revert is unexpected
 * (the executor is the only caller these entries accept) and throws, the chain keeping what it sent for the caller
 * to commit or discard.
 */
export async function sendRegistrations(
  chain: EvmChain,
  registrations: readonly ExecutorRegistration[],
  nowSec: number,
): Promise<MinedTx[]> {
  const sent: MinedTx[] = [];
  for (const r of registrations) {
    const mined = await chain.send({
      from: PLATFORM_EXECUTOR,
      to: r.to,
      data: r.data,
      value: 0n,
      intentId: null,
      nowSec,
    });
    if (mined.reason !== '')
      throw new Error(
        `executor call for ${r.registration.registrant} on ${r.to} (${chain.caipId}): ${mined.reason}`,
      );
    sent.push(mined);
  }
  return sent;
}

/** Writes what `sendRegistrations` sent and records the registrations; inside the caller's database transaction. */
export function commitRegistrations(
  db: Db,
  chain: EvmChain,
  sent: { registrations: readonly ExecutorRegistration[]; mined: readonly MinedTx[] },
  nowSec: number,
): void {
  for (const mined of sent.mined) chain.commit(db, mined);
  for (const r of sent.registrations) recordRegistration(db, r.registration, nowSec);
}
