/**
 * `read()` again every `everyMs` until `done` holds for its value (at most `tries` more reads); the last value, for
 * the caller's assertion. For state that settles in the background (a Redis client, a breaker, a kept job).
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { tries = 100, everyMs = 20 } = {},
): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}
