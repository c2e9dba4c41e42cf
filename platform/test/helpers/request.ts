export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed body (undefined when not JSON). */
  json: any;
}

/** One HTTP exchange with a running platform; `body` objects are sent as JSON, strings verbatim. */
export async function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string | undefined>; body?: unknown } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Asserts nothing; returns the error object of an envelope for concise expectations. */
export const errorOf = (res: ApiResponse) =>
  res.json?.error as
    { code: number; errorCode: string; message: string; details: string; trace_id: string } | undefined;
