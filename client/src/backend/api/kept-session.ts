import { STORAGE_KEYS } from '../../config/storage-keys.js';
import type { PublicSession } from '../types.js';

const HEX = /^0x[0-9a-fA-F]+$/;

/** The stored public half of a session the BFF keeps, when readable. */
export function readKeptSession(): PublicSession | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.apiKeptSession) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return undefined;
    const { sessionPubKey, userSWA } = value as Record<string, unknown>;
    return typeof sessionPubKey === 'string' &&
      HEX.test(sessionPubKey) &&
      typeof userSWA === 'string' &&
      HEX.test(userSWA)
      ? { sessionPubKey, userSWA }
      : undefined;
  } catch {
    return undefined;
  }
}
