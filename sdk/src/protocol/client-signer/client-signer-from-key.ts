import type { Hex } from '../../crypto/hex-types.js';
import { SessionKey, signRaw32, signText } from '../../crypto/index.js';
import type { ClientSigner } from './client-signer-types.js';

/**
 * A client signer holding the key itself (what `clientPrivateKey` configures): text messages get the EIP-191 text
 * signature, `{ raw }` ones the raw-32 signature (§1.6), as viem's `privateKeyToAccount(key).signMessage`.
 * @example
 * const signer = clientSignerFromKey(clientPrivateKey);
 * console.log(signer.address); // the client signer address of docs/protocol.md §5.2
 */
export function clientSignerFromKey(privateKey: Hex): ClientSigner {
  return {
    address: SessionKey.fromPrivateKey(privateKey).address,
    signMessage: async ({ message }) =>
      typeof message === 'string' ? signText(message, privateKey) : signRaw32(message.raw, privateKey),
  };
}
