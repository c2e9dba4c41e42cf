import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { BackendLoaderProps } from '../backend-loader-props.js';
import { ApiBackend } from './api-backend.js';
import { apiSessionStore } from './api-session.js';
import { readKeptSession } from './kept-session.js';
import { readApiSession } from './read-api-session.js';

/** api mode: the demo's BFF client, with the session this browser stored. Loaded only in api mode. */
export default function ApiBackendProvider({ config, onValue }: BackendLoaderProps) {
  const backend = useMemo(() => new ApiBackend(config), [config]);
  const session = useSyncExternalStore(apiSessionStore.subscribe, apiSessionStore.snapshot);
  useEffect(() => {
    const stored = session !== '|' ? (readApiSession() ?? readKeptSession()) : undefined;
    onValue({
      backend,
      auth: {
        status: stored ? 'logged-in' : 'logged-out',
        session: stored,
        clientSWA: config.clientSWA,
        environment: config.environment,
      },
    });
  }, [backend, session, config, onValue]);
  return null;
}
