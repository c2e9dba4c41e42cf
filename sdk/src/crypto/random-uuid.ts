import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';

/**
 * A fresh RFC 4122 version 4 UUID, lowercase, from the platform CSPRNG (`crypto.randomUUID` where available).
 * @example
 * const jobId = randomUuid(); // e.g. '3f9c1c2a-8b7e-4d1f-9a0b-6c5d4e3f2a1b'
 */
export function randomUuid(): string {
  const webCrypto = globalThis.crypto as Crypto | undefined;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  // randomBytes uses crypto.getRandomValues (and throws when no CSPRNG exists).
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
