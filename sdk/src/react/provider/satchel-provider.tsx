import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
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

/** The client for a config, or why there is none: a refused config must not throw while the app renders. */
function makeClient(config: SatchelConfig): { client?: SatchelClient; error?: SatchelError } {
  try {
    const client = new SatchelClient(config);
    // The session stored in this browser (§5.1), adopted before the first render so that it already shows the user
    // logged in (none on a server); a pair of keys the client refuses is dropped.
    const stored = readStoredSession();
    try {
      if (stored) client.setSessionConfig(stored as StoredSession);
    } catch {
      writeStoredSession(undefined);
    }
    return { client };
  } catch (error) {
    return { error: toSatchelError(error) };
  }
}

/**
 * One `SatchelClient` per config (memoised on its values). A session stored under `satchel_session` is adopted
 * before the first render, which shows it `logged-in` at once; its user keys are then re-synced, and a 401 ends it.
 * Every session change is persisted, and a read or write answered 401 SESSION_NOT_FOUND / SESSION_EXPIRED ends the
 * session (`useSession().reason`). On a server, and while hydrating what a server rendered, the status is
 * `restoring` (only the browser knows its session). A config the client refuses gives `useSession().status ===
 * 'error'` instead of a throw. The client private key in `config` is in the browser: sandbox keys only
 * (README-react.md).
 * @example
 * <SatchelProvider config={{ environment: 'sandbox', clientPrivateKey, clientSWA }}>
 *   <App />
 * </SatchelProvider>
 */
export function SatchelProvider({ config, children }: SatchelProviderProps) {
  const configKey = JSON.stringify(config);
  // Keyed on the config's values, not its identity: a config literal in a render must not make a new client.
  const { client, error } = useMemo(() => makeClient(config), [configKey]);
  const [reason, setReason] = useState<SatchelError | undefined>(undefined);
  // The session is the client's; null where the browser's is unknown: a server's render, and hydrating it.
  const userSWA = useSyncExternalStore(
    useCallback((onChange: () => void) => client?.onSessionChange(onChange) ?? (() => {}), [client]),
    () => client?.userSWA,
    () => null,
  );
  const status: SessionStatus = !client
    ? 'error'
    : userSWA === null
      ? 'restoring'
      : userSWA
        ? 'logged-in'
        : 'logged-out';

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
    if (!client) return;
    const persist = client.onSessionChange((session) => {
      writeStoredSession(session);
      if (session) setReason(undefined);
    });
    // The adopted session's user keys (signing needs them); a 401 says the platform no longer has it. A network
    // failure keeps it for the next call to retry.
    const restored = client.userSWA;
    if (restored)
      client.syncUserKeys().catch((failure) => {
        if (!isUnauthorized(failure) || client.userSWA !== restored) return;
        if (isSessionEnded(failure)) setReason(failure);
        client.sessionClear();
      });
    return persist;
  }, [client]);

  const logout = useCallback(() => {
    setReason(undefined);
    client?.sessionClear();
  }, [client]);

  const value = useMemo<SatchelContextValue>(
    () => ({ client, status, userSWA: userSWA ?? undefined, error, reason, logout, endSession, settlement }),
    [client, status, userSWA, error, reason, logout, endSession, settlement],
  );
  return <SatchelContext.Provider value={value}>{children}</SatchelContext.Provider>;
}
