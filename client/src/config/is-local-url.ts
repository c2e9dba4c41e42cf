/** A localhost / 127.0.0.1 origin: the local platform (dev helpers, its own explorer) rather than the hosted one. */
export const isLocalUrl = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(url);
