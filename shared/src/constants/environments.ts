/** The three platform environments (docs/protocol.md §2.1). Addresses are EIP-55 of keccak256("satchel:<env>:<role>"). */
export const ENVIRONMENT_NAMES = ['staging', 'sandbox', 'production'] as const;
export type Environment = (typeof ENVIRONMENT_NAMES)[number];

/** What an environment fixes besides its addresses. */
export interface EnvironmentChain {
  /** Chain id used in the userOp hash: the platform environment's, never the intent's target chain. */
  chainId: number;
  /** Message-signing threshold `t` of the signMessage challenge. */
  signThreshold: number;
}

export const ENVIRONMENT_CHAINS: Record<Environment, EnvironmentChain> = {
  staging: { chainId: 124736089, signThreshold: 3 },
  sandbox: { chainId: 1802466136, signThreshold: 2 },
  production: { chainId: 8088, signThreshold: 2 },
};

/** The roles of Satchel's address set, named in the derivation `satchel:<env>:<role>`. */
export const ADDRESS_ROLES = ['paymaster', 'jobManager', 'entryPoint'] as const;

export interface EnvironmentConstants extends EnvironmentChain {
  paymaster: `0x${string}`;
  jobManager: `0x${string}`;
  entryPoint: `0x${string}`;
}

/**
 * Satchel's address set as a table, for the platform. The SDK derives the same addresses from their rule instead
 * (sdk/src/protocol/satchel-addresses.ts), so the table stays out of its bundle; a test holds the two together.
 */
export const ENVIRONMENTS: Record<Environment, EnvironmentConstants> = /* @__PURE__ */ (() => ({
  staging: {
    ...ENVIRONMENT_CHAINS.staging,
    paymaster: '0xcDD332662f95581f50c14a5C84b23b072312C79f',
    jobManager: '0x604dc4d1615a086eD9d1aeE4C1939cc41534ED1B',
    entryPoint: '0xB87eB2E70177f8232b3a94e0E54f7102FAdaA4E1',
  },
  sandbox: {
    ...ENVIRONMENT_CHAINS.sandbox,
    paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
    jobManager: '0x8307F1Cd4e1405f4366aB9B4193b041c8D09Ba13',
    entryPoint: '0x48Fd3c7115c889004dC3CA1dD873A94298A59782',
  },
  production: {
    ...ENVIRONMENT_CHAINS.production,
    paymaster: '0x6F52929045Aa61384B8Cb3e225B1428601223baa',
    jobManager: '0xBf1cBC077c3b37CA579eD31826A3c9f8d0fa064b',
    entryPoint: '0xc160843c90fC3E4981D635EeF2aF171b224e94aD',
  },
}))();

/**
 * The platforms an SDK can target: `satchel` (the local platform, or any platform at an explicit `platformUrl`:
 * there is no hosted Satchel platform) and `okto` (Okto's hosted platform, whose v2 protocol Satchel speaks).
 */
export const PLATFORM_NAMES = ['satchel', 'okto'] as const;
export type PlatformName = (typeof PLATFORM_NAMES)[number];

/** The demo defaults to sandbox. */
export const DEFAULT_DEMO_ENVIRONMENT: Environment = 'sandbox';

/** The environment whose paymaster this is (case-insensitive), if any (§2.3). */
export function environmentOfPaymaster(paymaster: string): Environment | undefined {
  const p = paymaster.toLowerCase();
  return ENVIRONMENT_NAMES.find((env) => ENVIRONMENTS[env].paymaster.toLowerCase() === p);
}
