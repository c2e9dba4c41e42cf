/** Exact-match test of a `MessageEvent.origin` (or a URL's origin) against the allow-list (§2.2). */
export function isAllowedOrigin(origin: string, allowList: readonly string[]): boolean {
  return allowList.includes(origin);
}

/** The origin of a URL, or undefined when it is not an absolute URL. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
