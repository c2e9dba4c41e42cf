import fc from 'fast-check';

// fast-check's `unit: 'binary'` is `fc.mapToConstant` over these two ranges (every code point but the surrogates).
// Its unmapper, which `fc.string` calls while building the arbitrary, first fills a Map of all 1,112,064 characters:
// seconds of CPU in every test file that imports the fuzz helpers. This is the same `fc.nat(…).map(…)`, so it draws
// the same characters from the same seed, with an unmapper that computes the index instead of looking it up.
const SURROGATES_START = 0xd800;
const SURROGATES_END = 0xdfff;
const SURROGATES = SURROGATES_END - SURROGATES_START + 1;
const LAST_CODE_POINT = 0x10ffff;

const toCharacter = (index: number) =>
  String.fromCodePoint(index < SURROGATES_START ? index : index + SURROGATES);

function toIndex(value: unknown): number {
  if (typeof value !== 'string' || value.length === 0) throw new Error('Not a single code point');
  const codePoint = value.codePointAt(0)!;
  if (String.fromCodePoint(codePoint) !== value) throw new Error('Not a single code point');
  if (codePoint >= SURROGATES_START && codePoint <= SURROGATES_END) throw new Error('A lone surrogate');
  return codePoint < SURROGATES_START ? codePoint : codePoint - SURROGATES;
}

/** One character of any code point except the surrogates: fast-check's `unit: 'binary'`, built without its Map. */
export const binaryChar: fc.Arbitrary<string> = fc
  .nat({ max: LAST_CODE_POINT - SURROGATES })
  .map(toCharacter, toIndex);
