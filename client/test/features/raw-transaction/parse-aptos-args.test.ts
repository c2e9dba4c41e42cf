import { describe, expect, it } from '@jest/globals';
import {
  parseAptosArguments,
  parseTypeArguments,
} from '../../../src/features/raw-transaction/parse-aptos-args.js';

// The raw transaction page's Aptos argument rules.
describe('parseAptosArguments', () => {
  it('reads a JSON list, numeric strings as numbers, hex and words as given', () => {
    expect(parseAptosArguments('["0x1", "100", " 2.5 ", true, null, ["7", "0xab"]]')).toEqual([
      '0x1',
      100,
      2.5,
      true,
      null,
      [7, '0xab'],
    ]);
  });

  it('reads comma-separated values the same way, and an empty box as no arguments', () => {
    expect(parseAptosArguments(' 0x1, 100 ,abc')).toEqual(['0x1', 100, 'abc']);
    expect(parseAptosArguments('   ')).toEqual([]);
  });

  it('refuses a JSON value that is not a list, and broken JSON', () => {
    expect(() => parseAptosArguments('[')).toThrow(SyntaxError);
    expect(() => parseAptosArguments('[1] x')).toThrow(SyntaxError);
  });

  it('splits type arguments on commas, dropping blanks', () => {
    expect(parseTypeArguments('0x1::aptos_coin::AptosCoin, ,u64')).toEqual([
      '0x1::aptos_coin::AptosCoin',
      'u64',
    ]);
  });
});
