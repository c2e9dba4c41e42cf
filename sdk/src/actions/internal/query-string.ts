/** `?a=1&b=2` of the defined entries, in order; `""` when none (absent filters are not sent, §14.7). */
export function queryString(params: Record<string, string | number | undefined>): string {
  // JSON drops the undefined entries; URLSearchParams writes the numbers as text.
  const query = `${new URLSearchParams(JSON.parse(JSON.stringify(params)))}`;
  return query && `?${query}`;
}
