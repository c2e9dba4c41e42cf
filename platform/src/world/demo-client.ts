import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DEMO_CLIENT } from '@satchel/shared';
import { stableUuid } from './stable-uuid.js';

let publicKey: string | undefined;
const derivePublicKey = () =>
  `0x${bytesToHex(secp256k1.getPublicKey(hexToBytes(DEMO_CLIENT.clientPrivateKey.slice(2)), true))}`;

/** The seeded demo client (docs/protocol.md §5.3): a fixed id, its SWA, its signer and its compressed public key. */
export const DEMO_CLIENT_RECORD = {
  clientId: stableUuid('client:demo'),
  clientSWA: DEMO_CLIENT.clientSWA,
  name: 'Satchel Demo',
  signer: DEMO_CLIENT.clientSigner,
  // Derived on first use, not at import: the curve's first secret multiplication builds its tables (a good part of a
  // second), which a process that only starts from a seeded database never needs.
  get publicKey(): string {
    return (publicKey ??= derivePublicKey());
  },
} as const;
