import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SatchelClient, type SatchelError } from '../../index.js';
import { createOrderSettlement } from './order-settlement.js';
import { SatchelContext, type SatchelContextValue, type SessionStatus } from './satchel-context.js';
import { isSessionEnded, isUnauthorized } from './session-ended.js';
import { readStoredSession, writeStoredSession, type StoredSession } from './session-storage.js';
import { toSatchelError } from './to-satchel-error.js';

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

/** The client for a config, or why there is none: a refused config must not throw while the app renders. */
function makeClient(config: SatchelConfig): { client?: SatchelClient; error?: SatchelError } {
  try {
    return { client: new SatchelClient(config) };
  } catch (error) {
    return { error: toSatchelError(error) };
  }
}

/**
 * One `SatchelClient` per config (memoised on its values). On mount it restores the session persisted under
 * `satchel_session` and re-syncs the user keys (a 401 clears it); afterwards every session change is persisted, and
 * a read or write answered 401 SESSION_NOT_FOUND / SESSION_EXPIRED ends the session (`useSession().reason`). A
 * config the client refuses gives `useSession().status === 'error'` instead of a throw.
 * The client private key in `config` is in the browser: sandbox keys only (README-react.md).
 * @example
 * <SatchelProvider config={{ environment: 'sandbox', clientPrivateKey, clientSWA }}>
 *   <App />
 * </SatchelProvider>
 */
export function SatchelProvider({ config, children }: SatchelProviderProps) {
  const configKey = JSON.stringify(config);
  // Keyed on the config's values, not its identity: a config literal in a render must not make a new client.
  const { client, error } = useMemo(() => makeClient(config), [configKey]);
  const [status, setStatus] = useState<SessionStatus>(client ? 'restoring' : 'error');
  const [userSWA, setUserSWA] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState<SatchelError | undefined>(undefined);
  const restoring = useRef(true);

  const endSession = useCallback(
    (failure: unknown, endedUser: string | undefined) => {
      // Only the session the failing call was made with: a 401 arriving after a new login changes nothing.
      if (!client || !isSessionEnded(failure) || !endedUser || client.userSWA !== endedUser) return;
      setReason(failure);
      client.sessionClear();
    },
    [client],
  );

  const settlement = useMemo(
    () => client && createOrderSettlement(client, (failure) => endSession(failure, client.userSWA)),
    [client, endSession],
  );
  useEffect(() => () => settlement?.stop(), [settlement]);

  useEffect(() => {
    if (!client) {
      setStatus('error');
      return;
    }
    let active = true;
    restoring.current = true;
    setStatus('restoring');
    const publish = () => {
      const current = sessionOf(client);
      setUserSWA(current?.userSWA);
      if (current) setReason(undefined);
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
        } catch (failure) {
          // Only a refused session is dropped; a network failure keeps it for the next call to retry.
          if (isUnauthorized(failure)) {
            if (isSessionEnded(failure) && active) setReason(failure);
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
    if (!client) return;
    client.sessionClear();
    writeStoredSession(undefined);
    setUserSWA(undefined);
    setReason(undefined);
    setStatus('logged-out');
  }, [client]);

  const value = useMemo<SatchelContextValue>(
    () => ({ client, status, userSWA, error, reason, logout, endSession, settlement }),
    [client, status, userSWA, error, reason, logout, endSession, settlement],
  );
  return <SatchelContext.Provider value={value}>{children}</SatchelContext.Provider>;
}
