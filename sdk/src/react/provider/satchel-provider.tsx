import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SatchelClient } from '../../index.js';
import { isUnauthorized } from './is-unauthorized.js';
import { SatchelContext, type SatchelContextValue, type SessionStatus } from './satchel-context.js';
import { readStoredSession, writeStoredSession, type StoredSession } from './session-storage.js';

/**
 * The `SatchelClient` config the provider makes its client from.
 * @example
 * const config: SatchelConfig = { environment: 'sandbox', clientPrivateKey, clientSWA };
 */
export type SatchelConfig = ConstructorParameters<typeof SatchelClient>[0];

/**
 * Props of `<SatchelProvider>`: the client config and the app.
 * @example
 * const props: SatchelProviderProps = { config, children: <App /> };
 */
export interface SatchelProviderProps {
  config: SatchelConfig;
  children?: ReactNode;
}

/** The client's current session, if logged in. */
function sessionOf(client: SatchelClient): StoredSession | undefined {
  try {
    if (!client.isLoggedIn()) return undefined;
    const session = client.getSessionConfig() as StoredSession | null | undefined;
    return session?.sessionPrivKey ? session : undefined;
  } catch {
    return undefined;
  }
}

/** Hands a persisted session to the client; one it refuses (keys that do not match) is dropped. */
function adopt(client: SatchelClient, stored: StoredSession): boolean {
  try {
    client.setSessionConfig(stored);
    return true;
  } catch {
    writeStoredSession(undefined);
    return false;
  }
}

/**
 * One `SatchelClient` per config (memoised on its values). On mount it restores the session persisted under
 * `satchel_session` and re-syncs the user keys (a 401 clears it); afterwards every session change is persisted.
 * The client private key in `config` is in the browser: sandbox keys only (README-react.md).
 * @example
 * <SatchelProvider config={{ environment: 'sandbox', clientPrivateKey, clientSWA }}>
 *   <App />
 * </SatchelProvider>
 */
export function SatchelProvider({ config, children }: SatchelProviderProps) {
  const configKey = JSON.stringify(config);
  // Keyed on the config's values, not its identity: a config literal in a render must not make a new client.
  const client = useMemo(() => new SatchelClient(config), [configKey]);
  const [status, setStatus] = useState<SessionStatus>('restoring');
  const [session, setSession] = useState<StoredSession | undefined>(undefined);
  const restoring = useRef(true);

  useEffect(() => {
    let active = true;
    restoring.current = true;
    setStatus('restoring');
    const publish = () => {
      const current = sessionOf(client);
      setSession(current);
      setStatus(current ? 'logged-in' : 'logged-out');
    };
    const unsubscribe = client.onSessionChange(() => {
      writeStoredSession(sessionOf(client));
      if (active && !restoring.current) publish();
    });
    const restore = async () => {
      const stored = readStoredSession();
      if (stored && adopt(client, stored)) {
        try {
          await client.syncUserKeys();
        } catch (error) {
          // Only a refused session is dropped; a network failure keeps it for the next call to retry.
          if (isUnauthorized(error)) {
            client.sessionClear();
            writeStoredSession(undefined);
          }
        }
      }
      restoring.current = false;
      if (active) publish();
    };
    void restore();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  const logout = useCallback(() => {
    client.sessionClear();
    writeStoredSession(undefined);
    setSession(undefined);
    setStatus('logged-out');
  }, [client]);

  const value = useMemo<SatchelContextValue>(
    () => ({ client, status, session, userSWA: session?.userSWA, logout }),
    [client, status, session, logout],
  );
  return <SatchelContext.Provider value={value}>{children}</SatchelContext.Provider>;
}
