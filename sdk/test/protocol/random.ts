/** A seeded pseudo-random source for the property tests (mulberry32): the same seed replays the same cases. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const hexDigits = (bytes: number) =>
    Array.from({ length: bytes }, () => int(256).toString(16).padStart(2, '0')).join('');
  /** A random integer below 2^bits, biased to the edges (0, 1, the maximum) and to every length. */
  const uint = (bits: number): bigint => {
    const max = (1n << BigInt(bits)) - 1n;
    const choice = int(6);
    if (choice === 0) return 0n;
    if (choice === 1) return max;
    if (choice === 2) return 1n;
    return BigInt(`0x${hexDigits(bits / 8) || '0'}`) >> BigInt(int(bits));
  };
  // ASCII, 2-, 3- and 4-byte UTF-8 (a surrogate pair), and JSON/escape-prone characters.
  const CHARS = ['a', 'Z', '0', ' ', '"', '\\', '\n', 'ü', 'é', '€', '中', '文', '😀', '𝄞', '\u0000'];
  const text = (maxLength: number) => Array.from({ length: int(maxLength + 1) }, () => pick(CHARS)).join('');
  return { next, int, pick, hexDigits, uint, text };
}

export type Random = ReturnType<typeof seededRandom>;
