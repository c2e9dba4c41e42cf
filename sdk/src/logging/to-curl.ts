const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A cURL command equivalent to a (masked) request, for the developer console. */
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
