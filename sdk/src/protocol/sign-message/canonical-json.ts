import canonicalizeModule from 'canonicalize';
import { InvalidInputError } from '../../errors/invalid-input-error.js';

type Canonicalize = (input: unknown) => string | undefined;
// canonicalize is CommonJS (`module.exports = fn`) typed as `export default`: take the function either way.
const canonicalizeFn = ((canonicalizeModule as unknown as { default?: Canonicalize }).default ??
  canonicalizeModule) as Canonicalize;

/**
 * RFC 8785 JCS text of a JSON value (§1.5): keys sorted by UTF-16 code units, no whitespace.
 * @example
 * canonicalJson({ b: 1, a: [true, null] }); // '{"a":[true,null],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalizeFn(value);
  if (text === undefined) throw new InvalidInputError('Value cannot be canonicalized as JSON');
  return text;
}
