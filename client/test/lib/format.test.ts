import { describe, expect, it } from '@jest/globals';
import { fixed, fromSmallestUnit, shortAddress, usdt } from '../../src/lib/format.js';

describe('display helpers', () => {
  it('a fee in USDT: cents, or two significant digits below a cent', () => {
    expect(usdt(1.234)).toBe('1.23');
    expect(usdt(0)).toBe('0.00');
    expect(usdt(0.000739)).toBe('0.00074');
    expect(usdt(0.0099)).toBe('0.0099');
  });

  it('smallest units to a decimal without float rounding', () => {
    expect(fromSmallestUnit('1000000000000000001', 18)).toBe('1.000000000000000001');
    expect(fromSmallestUnit('5000', 9)).toBe('0.000005');
    expect(fromSmallestUnit('abc', 9)).toBe('abc');
    expect(fixed('1.23456', 4)).toBe('1.2346');
    expect(shortAddress('0x000000000000000000000000000000000000dEaD')).toBe('0x000000…00dEaD');
  });
});
