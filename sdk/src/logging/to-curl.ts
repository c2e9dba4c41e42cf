const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A cURL command equivalent to a (masked) request, for the developer console.
 * @example
 * const command = toCurl({ method: 'GET', url: 'http://localhost:4000/api/oc/v1/gas-values', headers: {}, body: undefined });
 */
export function toCurl(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}): string {
  const parts = [`curl -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${quote(`${name}: ${value}`)}`);
  if (request.body !== undefined) {
    const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    parts.push(`--data ${quote(text)}`);
  }
  return parts.join(' \\\n  ');
}
