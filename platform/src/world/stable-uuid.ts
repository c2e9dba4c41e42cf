import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (version 5 layout over SHA-256), so seeded ids stay the same across restarts, resets
 * and machines: orders and balances that reference them survive a re-seed.
 */
export function stableUuid(name: string): string {
  const h = createHash('sha256').update(`satchel:seed:${name}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
