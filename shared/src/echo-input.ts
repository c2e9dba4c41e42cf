import { INPUT_LIMITS } from './constants/protocol.js';

/**
 * The caller's input as error text may repeat it: cut to `max` characters with an ellipsis, so a hostile value
 * cannot make an error envelope (or a log line) as large as the request. Never splits a surrogate pair.
 */
export function echoInput(value: unknown, max: number = INPUT_LIMITS.echoChars): string {
  const text = String(value);
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}
