import { CHAIN, fmt, ZERO_ADDRESS } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import { PlatformError } from '../errors/platform-error.js';
import { findClientNetwork, type ClientNetworkRow } from '../world/network-store.js';
import type { DecodedJob } from './intent/decode-job-parameters.js';

const wrongFamily = (message: string, details: string) =>
  new PlatformError('INVALID_CHAIN_TYPE', { message, details });

/** §15.4: the chain is whitelisted for the client (else 403) and of the family the intent needs (else 400). */
export function checkChain(
  ctx: PlatformContext,
  clientId: string,
  job: Pick<DecodedJob, 'intentType' | 'caip2Id' | 'rawFamily'>,
): ClientNetworkRow {
  const network = findClientNetwork(ctx.db, clientId, job.caip2Id);
  if (!network)
    throw new PlatformError('CHAIN_NOT_SUPPORTED', {
      message: CHAIN.notSupported,
      details: fmt.chainNotSupportedDetails(job.caip2Id),
    });
  if (job.intentType === 'RAW_TRANSACTION' && job.rawFamily === 'EVM' && network.type !== 'EVM')
    throw wrongFamily(CHAIN.invalidChainType, fmt.notEvmChainDetails(job.caip2Id));
  if (job.intentType === 'RAW_TRANSACTION' && job.rawFamily === 'APTOS' && network.type !== 'APT')
    throw wrongFamily(CHAIN.invalidAptosChain, fmt.notAptosChainDetails(job.caip2Id));
  if (job.intentType === 'NFT_CREATE_COLLECTION' && network.type !== 'APT')
    throw wrongFamily(CHAIN.collectionAptosOnly, fmt.providedChainDetails(network.caipId));
  if (job.intentType === 'NFT_MINT' && network.type !== 'APT')
    throw wrongFamily(CHAIN.mintAptosOnly, fmt.providedChainDetails(network.caipId));
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
