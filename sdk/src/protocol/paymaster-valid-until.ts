import { SIGNED_LIFETIMES } from '@satchel/shared';

/**
 * `validUntil` of paymaster data (§9.1): `floor((nowMs + 21600000) / 1000)`.
 * @example
 * paymasterValidUntil(0); // 21600: six hours after the given time, in seconds
 */
export function paymasterValidUntil(nowMs: number = Date.now()): number {
  return Math.floor((nowMs + SIGNED_LIFETIMES.paymasterValiditySeconds * 1000) / 1000);
}
