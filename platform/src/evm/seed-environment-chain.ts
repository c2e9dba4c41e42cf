import { Address, equalsBytes, hexToBytes } from '@ethereumjs/util';
import { encodeFunctionData, type Hex } from 'viem';
import type { Environment } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../context.js';
import { ADDRESS_SETS, environmentAddresses } from '../crypto/address-sets.js';
import { listClientSigners } from '../world/client-store.js';
import { satchelEntryPointAbi, satchelEntryPointDeployedBytecode } from './artifacts/satchel-entry-point.js';
import { satchelJobManagerDeployedBytecode } from './artifacts/satchel-job-manager.js';
import { satchelPaymasterDeployedBytecode } from './artifacts/satchel-paymaster.js';
import {
  clientSignerRegistration,
  commitRegistrations,
  sendRegistrations,
} from './bundler/executor-registrations.js';
import { isRegistered } from './bundler/registration-store.js';
import type { EvmChain } from './evm-chain.js';
import type { MinedTx } from './mined-transaction.js';
import { saveEvmState } from './evm-state-store.js';
import { PLATFORM_EXECUTOR } from './platform-accounts.js';

/** What each paymaster holds in its entry point at seed: it pays every operation's gas (10^24 wei). */
export const PAYMASTER_DEPOSIT = 10n ** 24n;

const at = (address: string) => new Address(hexToBytes(address as Hex));
const ENTRY_POINT_CODE = hexToBytes(satchelEntryPointDeployedBytecode);
const PAYMASTER_CODE = hexToBytes(satchelPaymasterDeployedBytecode);
const JOB_MANAGER_CODE = hexToBytes(satchelJobManagerDeployedBytecode);

/**
 * An environment's chain gets, for both address sets (Satchel's and Okto's, crypto/address-sets.ts), the entry
 * point, paymaster and job manager at the §2.1 addresses (runtime code placed, as a genesis allocation; code an
 * older platform placed is replaced by this one's, its storage kept — their layouts do not change), each
 * paymaster's deposit in its entry point (`depositTo`, from the executor's prefunded balance), and every client signer registered
 * on each paymaster (`setClientSigner`, from the executor). Idempotent: deposits and registrations made already stay.
 */
export async function seedEnvironmentChain(ctx: PlatformContext, chain: EvmChain, env: Environment) {
  const { db } = ctx;
  const sets = ADDRESS_SETS.map((set) => environmentAddresses(env, set));
  const nowSec = nowSeconds(ctx);
  const layer = chain.state.beginLayer();
  const sent: MinedTx[] = [];
  try {
    const fresh = [];
    for (const s of sets) {
      if ((await chain.state.getCodeSize(at(s.entryPoint))) === 0) fresh.push(s);
      for (const [address, code] of [
        [s.entryPoint, ENTRY_POINT_CODE],
        [s.paymaster, PAYMASTER_CODE],
        [s.jobManager, JOB_MANAGER_CODE],
      ] as const) {
        if (!equalsBytes(await chain.state.getCode(at(address)), code))
          await chain.state.putCode(at(address), code);
      }
    }
    for (const s of fresh) {
      const deposit = await chain.send({
        from: PLATFORM_EXECUTOR,
        to: s.entryPoint,
        data: encodeFunctionData({
          abi: satchelEntryPointAbi,
          functionName: 'depositTo',
          args: [s.paymaster],
        }),
        value: PAYMASTER_DEPOSIT,
        intentId: null,
        nowSec,
      });
      if (deposit.reason !== '') throw new Error(`paymaster deposit on ${chain.caipId}: ${deposit.reason}`);
      sent.push(deposit);
    }
    const registrations = sets
      .flatMap((s) =>
        listClientSigners(db).map((c) =>
          clientSignerRegistration(chain.chainId, { paymaster: s.paymaster, ...c }),
        ),
      )
      .filter((r) => !isRegistered(db, r.registration));
    const registered = await sendRegistrations(chain, registrations, nowSec);
    db.transaction(() => {
      saveEvmState(db, chain.chainId, layer);
      chain.state.commitLayer(layer);
      for (const mined of sent) chain.commit(db, mined);
      commitRegistrations(db, chain, { registrations, mined: registered }, nowSec);
    })();
  } catch (error) {
    chain.reload(db);
    throw error;
  }
}
