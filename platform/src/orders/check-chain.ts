import { CHAIN, chainFamilyMismatch, fmt, ZERO_ADDRESS, type IntentOnChain } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import { PlatformError } from '../errors/platform-error.js';
import { findClientNetwork, type ClientNetworkRow } from '../world/network-store.js';

/**
 * §15.4: the chain is whitelisted for the client (else 403) and of the family the intent needs (else 400, by the
 * shared table the SDK checks too).
 */
export function checkChain(
  ctx: PlatformContext,
  clientId: string,
  job: IntentOnChain & { caip2Id: string },
): ClientNetworkRow {
  const network = findClientNetwork(ctx.db, clientId, job.caip2Id);
  if (!network)
    throw new PlatformError('CHAIN_NOT_SUPPORTED', {
      message: CHAIN.notSupported,
      details: fmt.chainNotSupportedDetails(job.caip2Id),
    });
  const mismatch = chainFamilyMismatch(job, job.caip2Id, network.caipId);
  if (mismatch) throw new PlatformError('INVALID_CHAIN_TYPE', mismatch);
  return network;
}

/** §10.7 step 6 end: `_policyInfo` equals the chain's flags; a fee payer needs sponsorship. */
export function checkPolicy(
  network: ClientNetworkRow,
  policy: { gsnEnabled: boolean; sponsorshipEnabled: boolean } | undefined,
  feePayerAddress: string,
): void {
  if (
    policy &&
    (policy.gsnEnabled !== network.gsnEnabled || policy.sponsorshipEnabled !== network.sponsorshipEnabled)
  )
    throw new PlatformError('INVALID_CALL_DATA', {
      details: `policyInfo (gsnEnabled ${policy.gsnEnabled}, sponsorshipEnabled ${policy.sponsorshipEnabled}) does not match ${network.caipId} (gsnEnabled ${network.gsnEnabled}, sponsorshipEnabled ${network.sponsorshipEnabled})`,
    });
  if (feePayerAddress.toLowerCase() !== ZERO_ADDRESS && !network.sponsorshipEnabled)
    throw new PlatformError('INVALID_CALL_DATA', {
      details: `a fee payer needs sponsorship, which ${network.caipId} does not enable`,
    });
}
