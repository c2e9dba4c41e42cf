import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DEMO_CLIENT } from '@satchel/shared';
import { curve } from '../crypto/secp256k1.js';
import { stableUuid } from './stable-uuid.js';

/** The seeded demo client (docs/protocol.md §5.3): a fixed id, its SWA, its signer and its compressed public key. */
export const DEMO_CLIENT_RECORD = {
  clientId: stableUuid('client:demo'),
  clientSWA: DEMO_CLIENT.clientSWA,
  name: 'Satchel Demo',
  signer: DEMO_CLIENT.clientSigner,
  publicKey: `0x${bytesToHex(curve.getPublicKey(hexToBytes(DEMO_CLIENT.clientPrivateKey.slice(2)), true))}`,
} as const;
