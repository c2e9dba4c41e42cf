/** Where to go after logging in: the `?next=` page a guarded route sent the visitor from, else the dashboard. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  // Only a path of this demo (never `//host` or `/\host`, which browsers read as another origin).
  return next && /^\/[^/\\]/.test(next) ? next : '/home';
}

/** The login page's address that brings the visitor back to `path` after logging in. */
export const loginPathFor = (path: string) => `/?next=${encodeURIComponent(path)}`;
