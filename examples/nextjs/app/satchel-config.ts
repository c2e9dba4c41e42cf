import type { SatchelConfig } from '@satchel/sdk/react';

// NEXT_PUBLIC_* are inlined by `next build` (.env.example): an unset one is undefined here, and the provider then
// shows `status: 'error'` naming the field (`clientSWA is undefined: an unset environment variable?`).
export const satchelConfig: SatchelConfig = {
  environment: 'sandbox',
  clientPrivateKey: process.env.NEXT_PUBLIC_SATCHEL_CLIENT_PRIVATE_KEY,
  clientSWA: process.env.NEXT_PUBLIC_SATCHEL_CLIENT_SWA,
  platformUrl: process.env.NEXT_PUBLIC_PLATFORM_URL,
};
