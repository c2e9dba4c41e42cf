/** demo-client-key.ts in a build that signs through the BFF (see vite.config.ts): no client key at all. */
export const DEMO_CLIENT_KEY: string | undefined = undefined;
