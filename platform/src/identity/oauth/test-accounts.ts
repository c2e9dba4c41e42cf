import { createHash } from 'node:crypto';

/** Accounts offered by the stand-in sign-in pages (any other email can be typed). */
export const TEST_ACCOUNTS = [
  { email: 'ada@example.com', name: 'Ada Lovelace' },
  { email: 'grace@example.com', name: 'Grace Hopper' },
  { email: 'alan@example.com', name: 'Alan Turing' },
] as const;

/** A stable provider user id for an account, so the same account always gets the same `sub`. */
export function stableSubject(provider: string, account: string): string {
  const digest = createHash('sha256').update(`${provider}:${account.toLowerCase()}`).digest();
  return BigInt(`0x${digest.subarray(0, 9).toString('hex')}`)
    .toString()
    .padStart(21, '1');
}
