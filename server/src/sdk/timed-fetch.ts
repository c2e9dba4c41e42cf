/** `fetch` that gives up after `timeoutMs` unless the caller brings its own signal (the social code exchanges). */
export const timedFetch =
  (timeoutMs: number, base: typeof fetch = globalThis.fetch): typeof fetch =>
  (input, init) =>
    base(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
