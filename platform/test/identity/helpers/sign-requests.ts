import { randomUUID } from 'node:crypto';
import { DEMO_CLIENT, ENVIRONMENTS } from '@satchel/shared';
import { encodeAbiParameters, encodePacked, keccak256, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

export const bytes32Of = (uuid: string) =>
  `0x${'0'.repeat(32)}${uuid.replace(/-/g, '').toLowerCase()}` as Hex;

/** §9 paymaster data for `nonce`, signed by `clientKey`. */
export async function paymasterData(input: {
  nonce: string;
  clientSWA: string;
  clientKey: Hex;
  nowMs: number;
  validUntil?: number;
}): Promise<Hex> {
  const validUntil = input.validUntil ?? Math.floor((input.nowMs + 21600000) / 1000);
  const packed = encodePacked(
    ['bytes32', 'address', 'uint48', 'uint48'],
    [bytes32Of(input.nonce), input.clientSWA as Hex, validUntil, 0],
  );
  const sig = await privateKeyToAccount(input.clientKey).signMessage({ message: { raw: keccak256(packed) } });
  return encodeAbiParameters(
    [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
    [input.clientSWA as Hex, validUntil, 0, sig],
  );
}

export interface AuthenticateInput {
  provider: string;
  idToken: string;
  nowMs: number;
  nonce?: string;
  sessionPrivKey?: Hex;
  clientKey?: Hex;
  clientSWA?: string;
  paymaster?: string;
  /** Key signing sessionPkClientSignature when it differs from clientKey. */
  sessionPkClientKey?: Hex;
}

/** A §7.1 body signed like the SDK does (fresh session key and nonce unless given). */
export async function authenticateBody(input: AuthenticateInput) {
  const nonce = input.nonce ?? randomUUID();
  const sessionPrivKey = input.sessionPrivKey ?? generatePrivateKey();
  const clientKey = input.clientKey ?? (DEMO_CLIENT.clientPrivateKey as Hex);
  const clientSWA = input.clientSWA ?? DEMO_CLIENT.clientSWA;
  const sessionPk = `0x${bytesToHex(secp256k1.getPublicKey(hexToBytes(sessionPrivKey.slice(2)), false))}`;
  const session = privateKeyToAccount(sessionPrivKey);
  const h = keccak256(encodeAbiParameters([{ type: 'address' }], [session.address]));
  return {
    authData: { idToken: input.idToken, provider: input.provider },
    sessionData: {
      nonce,
      clientSWA,
      sessionPk,
      paymaster: input.paymaster ?? ENVIRONMENTS.sandbox.paymaster,
      paymasterData: await paymasterData({ nonce, clientSWA, clientKey, nowMs: input.nowMs }),
    },
    sessionPkClientSignature: await privateKeyToAccount(input.sessionPkClientKey ?? clientKey).signMessage({
      message: { raw: h },
    }),
    sessionDataUserSignature: await session.signMessage({ message: { raw: h } }),
  };
}

/** A §8.1 OTP body with `data` in the given key order, signed by `clientKey` (default: the demo client's). */
export async function otpBody(
  data: Record<string, unknown>,
  clientKey: Hex = DEMO_CLIENT.clientPrivateKey as Hex,
) {
  const client_signature = await privateKeyToAccount(clientKey).signMessage({
    message: JSON.stringify(data),
  });
  return { data, client_signature, type: 'ethsign' };
}
