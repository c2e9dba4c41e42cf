import type { Environment } from '@satchel/shared';
import type { AddressSet } from './crypto/address-sets.js';

/** What a verified bearer token yields for the request (docs/protocol.md §6.2), set on `res.locals.session`. */
export interface AuthenticatedSession {
  /** Uncompressed session public key, lowercased. */
  sessionPk: string;
  /** Session address (lowercase), to which every session signature must recover. */
  sessionAddress: `0x${string}`;
  env: Environment;
  /** The address set the session authenticated with; every later check uses it only. */
  addressSet: AddressSet;
  userId: string;
  /** EIP-55. */
  userSWA: `0x${string}`;
  clientId: string;
  /** EIP-55, as registered. */
  clientSWA: `0x${string}`;
  /** Authorised client signer addresses (lowercase). */
  clientSigners: string[];
  sessionExpiry: number;
}
