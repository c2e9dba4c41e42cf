import * as z from 'zod/mini';

// zod's `z.url()` and `z.int()` each bring their own classes to a bundle (URL, string format, number format and
// their ranges: ≈ 0.9 kB gz of the SDK's), for one field each. These checks keep their rules, their issues (so the
// English locale words them the same) and their output, on zod's plain custom check. Tested against zod's own.

/** `z.string().check(z.url())`: parseable as a URL once trimmed; the value comes out trimmed, tabs and newlines removed. */
export const urlString = () =>
  z.string().check(
    z.check<string>((payload) => {
      const trimmed = payload.value.trim();
      try {
        new URL(trimmed);
      } catch {
        payload.issues.push({ code: 'invalid_format', format: 'url', input: payload.value, continue: true });
        return;
      }
      payload.value = trimmed.replace(/[\t\n\r]/g, '');
    }),
  );

/** `z.number().check(z.int())`: an integer within the safe range. */
export const safeInteger = () =>
  z.number().check(
    z.check<number>((payload) => {
      const input = payload.value;
      if (!Number.isInteger(input))
        payload.issues.push({
          code: 'invalid_type',
          expected: 'int',
          format: 'safeint',
          input,
          continue: false,
        });
      else if (!Number.isSafeInteger(input)) {
        const note = 'Integers must be within the safe integer range.';
        const bound = { input, note, origin: 'int', inclusive: true, continue: true } as const;
        payload.issues.push(
          input > 0
            ? { ...bound, code: 'too_big', maximum: Number.MAX_SAFE_INTEGER }
            : { ...bound, code: 'too_small', minimum: Number.MIN_SAFE_INTEGER },
        );
      }
    }),
  );
