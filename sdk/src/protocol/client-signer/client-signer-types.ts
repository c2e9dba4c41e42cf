import type { Address, Hex } from '../../crypto/hex-types.js';

/**
 * What the client key signs, in structured form (docs/protocol.md §7.2, §8.2, §9.2), so that a remote signer can
 * check it before signing: an OTP request's `data` (§8.1, keys in their signed order), the session address of an
 * authenticate request, or the inputs of paymaster data.
 * @example
 * const payload: ClientSignPayload = { kind: 'session', sessionAddress: SessionKey.create().address };
 */
export type ClientSignPayload =
  | { kind: 'otp'; data: Record<string, string | number> }
  | { kind: 'session'; sessionAddress: Address }
  | { kind: 'paymaster'; nonce: string; clientSWA: Address; validUntil: number; validAfter: number };

/**
 * A message as viem's `signMessage` takes it: UTF-8 text, or `{ raw }` bytes (signed as EIP-191 raw-32 when 32 bytes).
 * @example
 * const message: SignableMessage = { raw: keccak256Bytes(new Uint8Array(64)) };
 */
export type SignableMessage = string | { raw: Hex | Uint8Array };

/**
 * The client signer (docs/protocol.md §5.2) in the shape of a viem account: a viem `LocalAccount`
 * (`privateKeyToAccount(key)`) works as it is, and so does one whose `signMessage` asks a backend
 * (`createRemoteClientSigner` of `@satchel/sdk/remote-signer`). `payload` says what `message` is; a local key ignores it.
 * @example
 * const client = new SatchelClient({ environment: 'sandbox', clientSWA, clientSigner: privateKeyToAccount(key), platformUrl });
 */
export interface ClientSigner {
  readonly address: string;
  signMessage(args: { message: SignableMessage; payload?: ClientSignPayload }): Promise<Hex>;
}
