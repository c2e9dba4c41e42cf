import { createRemoteClientSigner } from '@satchel/sdk/remote-signer';
import type { DemoConfig } from '../../config/config-store.js';

/**
 * What signs for the client in sdk mode: the BFF's signing route when the build names one (docs/protocol.md §18.6:
 * the browser holds no client key), else the config's key, in this browser.
 */
export function clientSignerOf(config: DemoConfig, signerUrl: string | undefined, signerAddress: string) {
  if (signerUrl !== undefined)
    return { clientSigner: createRemoteClientSigner({ url: signerUrl, address: signerAddress }) };
  if (!config.clientPrivateKey) throw new Error('The demo config has no client private key');
  return { clientPrivateKey: config.clientPrivateKey };
}
