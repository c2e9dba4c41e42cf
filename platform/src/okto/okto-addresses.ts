import type { Environment } from '@satchel/shared';

/**
 * Okto's public contract addresses of each environment, exactly as `@okto_web3/core-js-sdk@1.1.0` carries them
 * (`Constants.ENV_CONFIG`): an unmodified Okto v2 client signs sessions and user operations with these, so the
 * platform accepts them as a second address set (chain ids and signing thresholds are the same as Satchel's).
 * Copied here on purpose: the platform never reads node_modules at run time.
 */
export const OKTO_ADDRESSES: Record<
  Environment,
  { paymaster: `0x${string}`; jobManager: `0x${string}`; entryPoint: `0x${string}` }
> = {
  staging: {
    paymaster: '0xc2D31Cdc6EFd02F85Ab943c4587f8D60E6E15F9c',
    jobManager: '0x57820589F31a9e4a34A0299Ea4aDe7c536139682',
    entryPoint: '0x322eF240AD89d19a50Ca092CF70De9603bf6778E',
  },
  sandbox: {
    paymaster: '0x74324fA6Fa67b833dfdea4C1b3A9898574d076e3',
    jobManager: '0x0543aD80b41C5f5956d34503668CDb965deCB617',
    entryPoint: '0xCa5b1b0d3893b5152014fD5B519FF50f7C40f9da',
  },
  production: {
    paymaster: '0xB0E2BD2EFb99F982F8cCB8e6737A572B3B0eCE11',
    jobManager: '0x7F1E1e98Dde775Fae0d340D3E5D28004Db58A0d3',
    entryPoint: '0x0b643Bcd21a72b10075F1938Ebebba6E077A1742',
  },
};
