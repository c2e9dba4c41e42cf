import type { Environment } from '@satchel/shared';
import type { Address } from '../crypto/hex-types.js';

/**
 * Okto's hosted platform of one environment, as `@okto_web3/core-js-sdk@1.1.0` carries it (`Constants.ENV_CONFIG`
 * and `core/config.ts`), copied so that nothing is read from node_modules at run time.
 * @example
 * const { apiUrl, paymaster } = OKTO_PROFILE.sandbox;
 */
export interface OktoProfile {
  /**
   * The host of every call: the Okto client's `bffBaseUrl`. Its `gatewayBaseUrl` is left out on purpose: 1.1.0
   * sends nothing there (OTP, authenticate, execute, user keys, signMessage and every read go to the BFF host).
   */
  apiUrl: string;
  /** Onboarding page; the Google `redirect_uri` is its origin + `/__/auth/handler`. */
  onboardingUrl: string;
  chainId: number;
  signThreshold: number;
  paymaster: Address;
  jobManager: Address;
  entryPoint: Address;
}

export const OKTO_PROFILE: Record<Environment, OktoProfile> = {
  staging: {
    apiUrl: 'https://3p-bff.oktostage.com',
    onboardingUrl: 'https://onboarding.oktostage.com/',
    chainId: 124736089,
    signThreshold: 3,
    paymaster: '0xc2D31Cdc6EFd02F85Ab943c4587f8D60E6E15F9c',
    jobManager: '0x57820589F31a9e4a34A0299Ea4aDe7c536139682',
    entryPoint: '0x322eF240AD89d19a50Ca092CF70De9603bf6778E',
  },
  sandbox: {
    apiUrl: 'https://sandbox-api.okto.tech',
    onboardingUrl: 'https://sandbox-onboarding.okto.tech/',
    chainId: 1802466136,
    signThreshold: 2,
    paymaster: '0x74324fA6Fa67b833dfdea4C1b3A9898574d076e3',
    jobManager: '0x0543aD80b41C5f5956d34503668CDb965deCB617',
    entryPoint: '0xCa5b1b0d3893b5152014fD5B519FF50f7C40f9da',
  },
  production: {
    apiUrl: 'https://apigw.okto.tech',
    onboardingUrl: 'https://onboarding.okto.tech/',
    chainId: 8088,
    signThreshold: 2,
    paymaster: '0xB0E2BD2EFb99F982F8cCB8e6737A572B3B0eCE11',
    jobManager: '0x7F1E1e98Dde775Fae0d340D3E5D28004Db58A0d3',
    entryPoint: '0x0b643Bcd21a72b10075F1938Ebebba6E077A1742',
  },
};

/** The Google OAuth client id Okto's auth handler pages accept (`Constants.GOOGLE_CLIENT_ID`). */
export const OKTO_GOOGLE_CLIENT_ID =
  '625834323626-c0rnc34fogig1n059prr5q73p6a6uulf.apps.googleusercontent.com';
