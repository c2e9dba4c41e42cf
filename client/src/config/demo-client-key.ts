import { DEMO_CLIENT } from '@satchel/shared';

/**
 * The demo client's key, the default of a build that holds one. vite.config.ts swaps this module for
 * no-client-key.ts in a build that signs through the BFF (VITE_SATCHEL_CLIENT_SIGNER_URL), so that bundle has no key.
 */
export const DEMO_CLIENT_KEY: string | undefined = DEMO_CLIENT.clientPrivateKey;
