import { ENVIRONMENT_NAMES, ENVIRONMENTS, type Environment } from '@satchel/shared';
import { SEED_NETWORKS } from '../world/seed-networks.js';

/** An EVM network the platform runs in-process. */
export interface EvmNetwork {
  caipId: string;
  chainId: number;
  name: string;
  symbol: string;
  /**
   * `target`: a seeded network intents name (§14.2); `environment`: a platform environment's own chain, where its
   * user operations run through the entry point (docs/protocol.md §2.1, docs/user-operations-flow.md). Environment
   * chains are no intent target: they are in no client's networks, so an intent naming one is refused.
   */
  role: 'target' | 'environment';
  /** The environment whose chain it is (role `environment`). */
  env?: Environment;
}

/** The seeded EVM networks intents target. */
export const TARGET_EVM_NETWORKS: readonly EvmNetwork[] = SEED_NETWORKS.filter((n) => n.type === 'EVM').map(
  (n) => ({ caipId: n.caipId, chainId: Number(n.chainId), name: n.name, symbol: n.symbol, role: 'target' }),
);

/** Each environment's chain, at its §2.1 chain id (the chain id its userOpHash binds). */
export const ENVIRONMENT_EVM_NETWORKS: readonly EvmNetwork[] = ENVIRONMENT_NAMES.map((env) => ({
  caipId: `eip155:${ENVIRONMENTS[env].chainId}`,
  chainId: ENVIRONMENTS[env].chainId,
  name: `Satchel ${env}`,
  symbol: 'ETH',
  role: 'environment',
  env,
}));

/** Every EVM network the platform runs: the targets, then the environment chains. */
export const RUN_EVM_NETWORKS: readonly EvmNetwork[] = [...TARGET_EVM_NETWORKS, ...ENVIRONMENT_EVM_NETWORKS];

/** The chain of an environment (where its user operations run). */
export const environmentNetwork = (env: Environment): EvmNetwork =>
  ENVIRONMENT_EVM_NETWORKS.find((n) => n.env === env)!;

/** The EVM network the platform runs with this CAIP-2 id (case-insensitive), if any. */
export const findEvmNetwork = (caipId: string): EvmNetwork | undefined =>
  RUN_EVM_NETWORKS.find((n) => n.caipId.toLowerCase() === caipId.toLowerCase());

export const findEvmNetworkByChainId = (chainId: number): EvmNetwork | undefined =>
  RUN_EVM_NETWORKS.find((n) => n.chainId === chainId);
