import { invalidTypedData } from './invalid-typed-data.js';
import { validateTypedData } from './validate-typed-data.js';

/**
 * The EIP712 `signingMessage` (§13.1): typed data `{types, primaryType, domain, message}` (`EIP712Domain` inside
 * `types`) as JSON text — a string is returned verbatim, an object becomes plain `JSON.stringify` (insertion order).
 * The text is parsed back and checked with `validateTypedData`, so what is checked is exactly what is sent.
 * @throws InvalidInputError `Invalid typed data` for invalid JSON or invalid typed data.
 * @example
 * const message = typedDataToMessage({ types, primaryType: 'Mail', domain, message: mail }); // checked, as sent
 */
export function typedDataToMessage(typedData: object | string): string {
  const text = typeof typedData === 'string' ? typedData : jsonText(typedData);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw invalidTypedData('not valid JSON', cause);
  }
  validateTypedData(value);
  return text;
}

// JSON.stringify throws on a cycle or a bigint, and returns undefined for a value JSON cannot hold.
function jsonText(value: object): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    throw invalidTypedData('not serialisable as JSON', cause);
  }
  if (text === undefined) throw invalidTypedData('not serialisable as JSON');
  return text;
}
