import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { safeInteger, urlString } from '../src/schemas/format-checks.js';
import '../src/schemas/common.js'; // installs the English locale, as every schema module does

// zod's own checks are the judge: same success, same output, same issues (code, path, message).
const outcome = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success
    ? { success: true, data: result.data }
    : {
        success: false,
        issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })),
      };
};

describe('urlString', () => {
  const zods = z.string().check(z.url());
  it.each([
    'https://api.example.com',
    'http://localhost:4100/api',
    '  https://example.com/path  ',
    'https://exa\tmple.com/\na',
    'mailto:ada@example.com',
    'http:example.com',
    'example.com',
    '',
    '   ',
    'https://',
    'not a url',
    42,
    undefined,
    null,
  ])('matches z.url() for %j', (input) => {
    expect(outcome(urlString(), input)).toEqual(outcome(zods, input));
  });

  it('words a bad URL as zod does', () => {
    expect(outcome(urlString(), 'nope')).toEqual({
      success: false,
      issues: [{ code: 'invalid_format', path: [], message: 'Invalid URL' }],
    });
  });
});

describe('safeInteger', () => {
  const zods = z.number().check(z.int());
  it.each([
    0,
    7,
    -7,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 1,
    Number.MIN_SAFE_INTEGER - 1,
    2 ** 60,
    -(2 ** 60),
    1.5,
    -0.25,
    NaN,
    Infinity,
    -Infinity,
    '3',
    3n,
    null,
    undefined,
  ])('matches z.int() for %p', (input) => {
    expect(outcome(safeInteger(), input)).toEqual(outcome(zods, input));
  });

  it('stops at the first failed check, as z.int() does', () => {
    const after = (base: z.ZodMiniNumber) => base.check(z.refine(() => false, 'later'));
    expect(outcome(after(safeInteger()), 1.5)).toEqual(outcome(after(z.number().check(z.int())), 1.5));
    expect(outcome(after(safeInteger()), 2 ** 60)).toEqual(
      outcome(after(z.number().check(z.int())), 2 ** 60),
    );
  });
});
