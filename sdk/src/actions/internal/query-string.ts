/** `?a=1&b=2` of the defined entries, in order; `""` when none (absent filters are not sent, §14.7). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length ? `?${new URLSearchParams(defined)}` : '';
}
