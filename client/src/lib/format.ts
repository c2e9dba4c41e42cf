/** Display helpers shared by the pages. */

export function fixed(value: string | number | undefined, decimals: number): string {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(decimals) : String(value);
}

export function shortAddress(address: string, chars = 6): string {
  return address.length > chars * 2 + 2 ? `${address.slice(0, chars + 2)}…${address.slice(-chars)}` : address;
}

/** `amount` smallest units → a decimal string with `decimals` places (no float rounding). */
export function fromSmallestUnit(amount: string, decimals: number): string {
  if (!/^[0-9]+$/.test(amount)) return amount;
  const padded = amount.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A value in USDT: 2 decimals, or 2 significant digits below a cent (a network fee of 0.00074 USDT is not "0.00"). */
export function usdt(value: number): string {
  if (!Number.isFinite(value) || value <= 0 || value >= 0.01) return fixed(value, 2);
  return value.toFixed(Math.min(12, 1 - Math.floor(Math.log10(value))));
}
