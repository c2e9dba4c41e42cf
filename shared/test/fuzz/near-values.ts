const TWO_256 = 2n ** 256n;

/**
 * Values close to a valid one, where validators tend to slip: a hex string all zeros, all f, one nibble longer or
 * shorter, 2^256, without its prefix; a decimal string at 2^256 or negative; a number at its boundaries.
 */
export function nearValues(value: unknown): unknown[] {
  if (typeof value === 'string') {
    if (/^0x[0-9a-fA-F]*$/.test(value)) {
      const n = value.length - 2;
      return [
        `0x${'0'.repeat(n)}`,
        `0x${'f'.repeat(n)}`,
        `0x${'f'.repeat(n + 2)}`,
        value.slice(0, -1),
        `${value}0`,
        `0x${'f'.repeat(64)}`,
        `0x${TWO_256.toString(16)}`,
        `0x${'f'.repeat(40)}`,
        value.toUpperCase(),
        value.slice(2),
      ];
    }
    if (/^\d+$/.test(value))
      return [
        '0',
        '-1',
        TWO_256.toString(),
        (TWO_256 - 1n).toString(),
        `1${'0'.repeat(80)}`,
        `${value}.5`,
        ` ${value}`,
        '1e3',
      ];
    return [
      '',
      ' ',
      `${value} `,
      value.toUpperCase(),
      value.repeat(50).slice(0, 5_000),
      `${value}\u0000`,
      'x'.repeat(value.length),
    ];
  }
  if (typeof value === 'number')
    return [0, -1, value + 1, -value, value + 0.5, 2 ** 53, 1e308, String(value)];
  if (typeof value === 'boolean') return [!value, String(value), Number(value), null];
  if (Array.isArray(value)) return [[], [...value, ...value], value.slice(1), [value], {}];
  if (value !== null && typeof value === 'object') return [{}, null, [value], Object.keys(value)];
  return [0, '', {}];
}
