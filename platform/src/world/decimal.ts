/** Exact decimal arithmetic on strings: amounts in the smallest unit, prices like "0.45". */
const SCALE = 36;
const TEN = 10n;

/** A fixed-point value with SCALE decimals. */
export type Fixed = bigint;

/** `amount / 10^decimals` as Fixed. */
export const unitsToFixed = (amount: bigint, decimals: number): Fixed =>
  amount * TEN ** BigInt(SCALE - decimals);

function priceToFixed(price: string): Fixed {
  const [whole, fraction = ''] = price.trim().split('.');
  return (
    BigInt(whole || '0') * TEN ** BigInt(SCALE) +
    BigInt((fraction + '0'.repeat(SCALE)).slice(0, SCALE) || '0')
  );
}

/** Fixed × price. */
export const timesPrice = (value: Fixed, price: string): Fixed =>
  (value * priceToFixed(price)) / TEN ** BigInt(SCALE);

/** Plain decimal text without trailing zeros ("1.5", "0", "1000"). */
export function formatFixed(value: Fixed): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / TEN ** BigInt(SCALE);
  const fraction = (abs % TEN ** BigInt(SCALE)).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
