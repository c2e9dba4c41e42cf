/** String parameters of a query or form body; repeated or non-string values count as absent. */
export function readParams<K extends string>(
  source: unknown,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const record = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (typeof record[key] === 'string') out[key] = record[key] as string;
  return out;
}

/** Origin of an absolute http(s) URL, undefined otherwise. */
export function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** `url` with extra query parameters appended (kept in the given order). */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) target.searchParams.append(key, value);
  return target.toString();
}
