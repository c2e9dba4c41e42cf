import fc from 'fast-check';
import { LIMITS } from '../../src/index.js';
import { applyMutations, mutatedJson, mutation } from './mutate-json.js';
import { deepJson, longString } from './nasty-values.js';

/** One generated request; prints as a short preview, never as a megabyte of body. */
export interface RequestCase {
  label: string;
  query: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** Longest header or query generated; two of them stay below Node's 16 KiB header limit. */
const MAX_HEADER = 6_000;
const OVERSIZED = Math.max(LIMITS.platformBodyBytes, LIMITS.serverBodyBytes) + 1024;

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;
const preview = (c: RequestCase) =>
  `${c.label} query=${JSON.stringify(clip(c.query))} headers=${JSON.stringify(
    Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, clip(v)])),
  )} body(${
    c.body?.length ?? 0
  } bytes)=${JSON.stringify(c.body?.subarray(0, 1500).toString('latin1') ?? null)}`;

const printable = fc
  .array(fc.integer({ min: 0x21, max: 0x7e }), { maxLength: 80 })
  .map((codes) => String.fromCharCode(...codes));

/** JSON text of `value` (undefined → no body). */
const jsonText = (value: unknown) =>
  value === undefined ? undefined : Buffer.from(JSON.stringify(value) ?? 'null');

/** Bodies: the seed with a few fields wrong, the seed as is, and every kind of body that is not a JSON object. */
export function bodyArbitrary(
  seed: Record<string, unknown>,
): fc.Arbitrary<{ label: string; body: Buffer | undefined }> {
  const keys = Object.keys(seed);
  const keyArb = keys.length ? fc.constantFrom(...keys) : fc.constant('a');
  return fc.oneof(
    { weight: 12, arbitrary: mutatedJson(seed).map((v) => ({ label: 'mutated seed', body: jsonText(v) })) },
    { weight: 2, arbitrary: fc.constant({ label: 'seed', body: jsonText(seed) }) },
    { weight: 1, arbitrary: fc.constant({ label: 'no body', body: undefined }) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ label: 'raw bytes', body: Buffer.from(b) })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(keyArb, fc.uint8Array({ minLength: 1, maxLength: 40 })).map(([key, bytes]) => ({
        label: 'non-UTF-8 string',
        body: Buffer.concat([
          Buffer.from(`{${JSON.stringify(key)}:"`),
          Buffer.from(bytes),
          Buffer.from('"}'),
        ]),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 2 })
        .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
        .map((v) => ({ label: 'not an object', body: jsonText(v) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          keyArb,
          fc.constantFrom(64, 1_000, 20_000, 200_000),
          fc.constantFrom('array' as const, 'object' as const),
        )
        .map(([key, depth, kind]) => ({
          label: `nested ${depth} deep`,
          body: Buffer.from(`{${JSON.stringify(key)}:${deepJson(depth, kind)}}`),
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(keyArb, fc.constantFrom(OVERSIZED, 100_000)).map(([key, size]) => ({
        label: `string of ${size}`,
        body: Buffer.from(JSON.stringify({ ...seed, [key]: longString(size) })),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":01}', '{"a":1}{"b":2}', '\ufeff{}', ' ')
        .map((text) => ({ label: 'broken JSON', body: Buffer.from(text) })),
    },
  );
}

/** Query strings: the seed's parameters with a few wrong, and repeated, bracketed, percent-broken and long ones. */
export function queryArbitrary(seed: Record<string, string>): fc.Arbitrary<string> {
  const encode = (value: unknown) =>
    new URLSearchParams(
      Object.entries(value !== null && typeof value === 'object' ? value : { q: value }).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]),
    ).toString();
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(mutation, { maxLength: 3 })
        .map((ms) => encode(applyMutations(seed, ms)))
        .filter((query) => query.length <= MAX_HEADER),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'a[b][c]=1&a=2',
        '__proto__[polluted]=1&constructor[prototype][x]=1',
        '%ff%fe=%c3%28',
        '%',
        `limit=${'9'.repeat(400)}`,
        `q=${longString(MAX_HEADER)}`,
        'contact=a&contact=b',
      ),
    },
  );
}

/** Authorization values: the given tokens as is, without scheme, each decoded token with one field changed, junk. */
export function authorizationArbitrary(tokens: readonly string[]): fc.Arbitrary<string | undefined> {
  const list = tokens.length ? tokens : ['e30='];
  const decoded = list.map(
    (t) => JSON.parse(Buffer.from(t, 'base64').toString('utf8')) as Record<string, unknown>,
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom(...list).map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: fc.constantFrom(...list) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.nat(list.length - 1), mutation)
        .map(
          ([i, m]) =>
            `Bearer ${Buffer.from(JSON.stringify(applyMutations(decoded[i], [m])) ?? '').toString('base64')}`,
        )
        // Node itself answers 431 (no envelope) above 16 KiB of headers: stay below it to reach the app.
        .filter((value) => value.length <= MAX_HEADER),
    },
    { weight: 1, arbitrary: printable.map((s) => `Bearer ${s}`) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => `Bearer ${Buffer.from(b).toString('base64')}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'bearer e30=',
        'Basic YTpi',
        `Bearer ${longString(MAX_HEADER)}`,
      ),
    },
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
);

/** `null` twelve times in thirteen. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/** A whole request: query, headers (content type, encoding, authorization, junk) and body. */
export function requestCaseArbitrary(options: {
  bodySeed: Record<string, unknown>;
  querySeed?: Record<string, string>;
  tokens: readonly string[];
}): fc.Arbitrary<RequestCase> {
  return fc
    .record({
      body: bodyArbitrary(options.bodySeed),
      query: options.querySeed ? queryArbitrary(options.querySeed) : fc.constant(''),
      contentType: fc.option(contentType, { freq: 8 }),
      encoding: rarely(fc.constantFrom('gzip', 'deflate', 'br', 'bogus')),
      authorization: authorizationArbitrary(options.tokens),
      traceHeader: rarely(printable),
    })
    .map(({ body, query, contentType: type, encoding, authorization, traceHeader }) => {
      const headers: Record<string, string> = {};
      if (type !== null) headers['content-type'] = type;
      if (encoding !== null) headers['content-encoding'] = encoding;
      if (authorization !== undefined) headers.authorization = authorization;
      if (traceHeader !== null) headers['x-trace-id'] = traceHeader;
      const c: RequestCase = { label: body.label, query, headers, body: body.body };
      return Object.assign(c, { [fc.toStringMethod]: () => preview(c) });
    });
}
