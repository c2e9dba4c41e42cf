/**
 * `@satchel/sdk/remote-signer`: a client signer whose key stays on your backend (a Satchel BFF's signing route), for
 * browser apps that must not ship the client private key. Kept out of the core entry: apps holding a key never load it.
 */
export { createRemoteClientSigner, type RemoteClientSignerOptions } from './create-remote-client-signer.js';
export type { ClientSigner, ClientSignPayload, SignableMessage } from '../index.js';
