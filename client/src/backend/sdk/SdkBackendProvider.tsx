import { SatchelProvider, useSatchel, useSession } from '@satchel/sdk/react';
import { useMemo, type ReactNode } from 'react';
import { GOOGLE_AUTH_URL, GOOGLE_CLIENT_ID, PLATFORM_URL } from '../../app/env.js';
import type { DemoConfig } from '../../config/config-store.js';
import { BackendContext } from '../BackendContext.js';
import { SdkBackend } from './sdk-backend.js';

function SdkBridge({ config, children }: { config: DemoConfig; children: ReactNode }) {
  const client = useSatchel();
  const session = useSession();
  const { logout } = session;
  const backend = useMemo(() => new SdkBackend(client, logout), [client, logout]);
  const value = useMemo(
    () => ({
      backend,
      auth: {
        status: session.status,
        session: session.session ?? undefined,
        clientSWA: config.clientSWA,
        environment: config.environment,
      },
    }),
    [backend, session, config],
  );
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

/** sdk mode: the SDK's provider (client, persisted session) with the demo's backend on top. */
export default function SdkBackendProvider({
  config,
  children,
}: {
  config: DemoConfig;
  children: ReactNode;
}) {
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
      <SdkBridge config={config}>{children}</SdkBridge>
    </SatchelProvider>
  );
}
