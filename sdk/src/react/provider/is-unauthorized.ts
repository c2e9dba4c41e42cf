/**
 * Whether a failure is the platform refusing the session (HTTP 401: expired, unknown or revoked), as opposed to a
 * transient one. SDK errors carry the platform's error object (`code` = HTTP status) or `{httpStatus}` as
 * `details` (PROTOCOL §3.7); RpcErrors map 401 to -32003.
 */
export function isUnauthorized(failure: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = failure;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const value = current as Record<string, unknown>;
    const details = value.details as Record<string, unknown> | undefined;
    if (details && typeof details === 'object' && (details.code === 401 || details.httpStatus === 401))
      return true;
    if (value.httpStatus === 401 || value.status === 401) return true;
    if (value.code === -32003 && value.data && (value.data as Record<string, unknown>).code === 401)
      return true;
    current = value.cause ?? value.error;
  }
  return false;
}
