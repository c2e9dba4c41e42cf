import { SatchelProvider, useSatchel, useSession } from '@satchel/sdk/react';
import { useEffect, useMemo } from 'react';
import { GOOGLE_AUTH_URL, GOOGLE_CLIENT_ID, PLATFORM_URL } from '../../config/env.js';
import type { BackendLoaderProps } from '../BackendLoaderProps.js';
import { SdkBackend } from './sdk-backend.js';

function SdkBridge({ config, onValue }: BackendLoaderProps) {
  const client = useSatchel();
  const session = useSession();
  const { logout, status } = session;
  const current = session.session;
  const backend = useMemo(() => new SdkBackend(client, logout), [client, logout]);
  useEffect(
    () =>
      onValue({
        backend,
        auth: {
          status,
          session: current ?? undefined,
          clientSWA: config.clientSWA,
          environment: config.environment,
        },
      }),
    // Not `session` itself: a new object each render would report (and re-render) forever.
    [backend, status, current, config, onValue],
  );
  return null;
}

/** sdk mode: the SDK's provider (client, persisted session) with the demo's backend on top. */
export default function SdkBackendProvider({ config, onValue }: BackendLoaderProps) {
  const sdkConfig = useMemo(
    () => ({
      environment: config.environment,
      clientPrivateKey: config.clientPrivateKey,
      clientSWA: config.clientSWA,
      platformUrl: PLATFORM_URL,
      googleAuthUrl: GOOGLE_AUTH_URL,
      googleClientId: GOOGLE_CLIENT_ID,
    }),
    [config],
  );
  return (
    <SatchelProvider config={sdkConfig}>
      <SdkBridge config={config} onValue={onValue} />
    </SatchelProvider>
  );
}
