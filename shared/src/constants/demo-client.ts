/**
 * The demo client's public half, constants of their own: bundlers keep a whole object literal, so a build that must
 * hold no client key (the demo signing through the BFF) reads these instead of `DEMO_CLIENT`.
 */
export const DEMO_CLIENT_SWA = '0x18F5E3216A84f2B54C0d03f0E863C0a5828ff9C8';
export const DEMO_CLIENT_SIGNER = '0xA015dA7018E75161D58417E519D684B9e26EA6E0';

/**
 * The demo client (docs/protocol.md §5.3), seeded by the local platform and used as the demo's default credentials.
 * The key is public by construction: keccak256("satchel:demo-client"). Local development and demos only.
 */
export const DEMO_CLIENT = {
  clientPrivateKey: '0x803c366e5ab6c6cc39a87ecbf26784daad4e754f122831d60e823b05772def74',
  clientSWA: DEMO_CLIENT_SWA,
  clientSigner: DEMO_CLIENT_SIGNER,
} as const;

/** The local platform's Google client id, the SDK's default (a constant of its own: the SDK needs no other default). */
export const LOCAL_GOOGLE_CLIENT_ID = 'satchel-local-web';

/** Local defaults used by every app in this repository (§2.2). */
export const LOCAL_DEFAULTS = {
  platformUrl: 'http://localhost:4100',
  apiUrl: 'http://localhost:4000',
  clientOrigin: 'http://localhost:5173',
  googleClientId: LOCAL_GOOGLE_CLIENT_ID,
  platformPort: 4100,
  serverPort: 4000,
  clientPort: 5173,
} as const;
