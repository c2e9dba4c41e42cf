import { SatchelContext, SatchelProvider, useSatchel, useSession } from '@satchel/sdk/react';
import { useContext, useEffect, useMemo } from 'react';
import {
  CLIENT_SIGNER_ADDRESS,
  CLIENT_SIGNER_URL,
  GOOGLE_AUTH_URL,
  GOOGLE_CLIENT_ID,
  PLATFORM_URL,
  SATCHEL_PLATFORM,
} from '../../config/env.js';
import type { BackendLoaderProps } from '../backend-loader-props.js';
import { clientSignerOf } from './client-signer.js';
import { SdkBackend } from './sdk-backend.js';
import { sdkHooks } from './sdk-hooks.js';

function SdkBridge({ config, onValue }: BackendLoaderProps) {
  const client = useSatchel();
  const { logout, status, userSWA } = useSession();
  // The demo shows the session's keys: it asks the client for them (useSession() does not hand them out).
  const current = useMemo(() => (userSWA ? client.getSessionConfig() : undefined), [client, userSWA]);
  // The provider's value, for the pages (rendered beside this lazily loaded provider, not inside it).
  const satchel = useContext(SatchelContext) ?? undefined;
  const backend = useMemo(() => new SdkBackend(client, logout, CLIENT_SIGNER_URL), [client, logout]);
  useEffect(
    () =>
      onValue({
        backend,
        hooks: sdkHooks,
        satchel,
        auth: {
          // The demo's config is its own demo client's, which the SDK accepts: 'error' is shown as logged out.
          status: status === 'error' ? 'logged-out' : status,
          session: current,
          clientSWA: config.clientSWA,
          environment: config.environment,
        },
      }),
    // Not `session` itself: a new object each render would report (and re-render) forever.
    [backend, satchel, status, current, config, onValue],
  );
  return null;
}

/** sdk mode: the SDK's provider (client, persisted session), its hooks for the pages and the demo's backend. */
export default function SdkBackendProvider({ config, onValue }: BackendLoaderProps) {
  const sdkConfig = useMemo(
    () => ({
      environment: config.environment,
      platform: SATCHEL_PLATFORM,
      ...clientSignerOf(config, CLIENT_SIGNER_URL, CLIENT_SIGNER_ADDRESS),
      clientSWA: config.clientSWA,
      platformUrl: PLATFORM_URL,
      googleAuthUrl: GOOGLE_AUTH_URL,
      googleClientId: GOOGLE_CLIENT_ID,
      // A developer sandbox: the console shows every exchange, as the API logs drawer does (the SDK is silent unless asked).
      logLevel: 'debug' as const,
    }),
    [config],
  );
  return (
    <SatchelProvider config={sdkConfig}>
      <SdkBridge config={config} onValue={onValue} />
    </SatchelProvider>
  );
}
