import {
  CHAIN,
  contractReadDataSchema,
  contractReadSchema,
  echoInput,
  fmt,
  type AptosReadData,
  type EvmReadData,
} from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { PlatformError } from '../../errors/platform-error.js';
import { validateBody } from '../../http/validate-body.js';
import type { AuthenticatedSession } from '../../session.js';
import { findClientNetwork } from '../../world/network-store.js';
import { aptosRead } from './aptos-read.js';
import { evmRead } from './evm-read.js';

/**
 * POST /readContractData (§14.10): chain whitelisted (403), payload family = chain family (400), shape (400). The
 * read uses the schema's parsed data (ABI checked, `inputs`, `outputs` and `args` defaulted), never the raw body.
 */
export async function readContractData(
  ctx: PlatformContext,
  chains: PlatformChains,
  session: AuthenticatedSession,
  body: unknown,
): Promise<string[]> {
  const raw = body as { caip2Id?: unknown; data?: unknown } | undefined;
  if (typeof raw?.caip2Id !== 'string' || raw.data === null || typeof raw.data !== 'object')
    validateBody(contractReadSchema, body);
  const caip2Id = String(raw!.caip2Id);
  const network = findClientNetwork(ctx.db, session.clientId, caip2Id);
  if (!network)
    throw new PlatformError('CHAIN_NOT_SUPPORTED', {
      message: CHAIN.notSupported,
      details: fmt.chainNotSupportedDetails(caip2Id),
    });
  const aptosPayload = 'function' in (raw!.data as object);
  if (aptosPayload && network.type !== 'APT')
    throw new PlatformError('INVALID_CHAIN_TYPE', {
      message: CHAIN.invalidAptosChain,
      details: fmt.notAptosChainDetails(caip2Id),
    });
  if (!aptosPayload && network.type !== 'EVM')
    throw new PlatformError('INVALID_CHAIN_TYPE', {
      message: CHAIN.invalidChainType,
      details: `${echoInput(caip2Id)} is not an EVM-compatible chain; EVM contract reads need an eip155 chain`,
    });
  validateBody(contractReadSchema, body);
  const data = validateBody(contractReadDataSchema(caip2Id), raw!.data);
  return network.type === 'APT'
    ? aptosRead(ctx, network, data as AptosReadData)
    : evmRead(ctx, chains, network, data as EvmReadData);
}
