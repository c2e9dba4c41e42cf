import { createContext } from 'react';
import type { SatchelClient, SatchelError } from '../../index.js';
import type { OrderSettlement } from './order-settlement.js';

/**
 * `restoring` only where the browser's session cannot be known: a server's render, and hydrating it (in the browser
 * the provider adopts a stored session before its first render); `error` when the client refused the provider's
 * config (a malformed key…): nothing works until the config is fixed.
 * @example
 * const { status } = useSession();
 * if (status === 'restoring') return <Spinner />;
 */
export type SessionStatus = 'restoring' | 'logged-out' | 'logged-in' | 'error';

/**
 * What `<SatchelProvider>` shares with its hooks. Apps read it through `useSatchel()` / `useSession()`; an app
 * that renders the provider elsewhere passes the whole value on with `SatchelContext.Provider`.
 * @example
 * const value: SatchelContextValue | null = useContext(SatchelContext);
 */
export interface SatchelContextValue {
  /** Undefined only when the client refused the config (`status: 'error'`). */
  client: SatchelClient | undefined;
  status: SessionStatus;
  userSWA: string | undefined;
  /** Why the client could not be made (`status: 'error'`). */
  error: SatchelError | undefined;
  /** Why the last session ended on its own (the platform answered 401 SESSION_NOT_FOUND or SESSION_EXPIRED). */
  reason: SatchelError | undefined;
  /** Clears the session (memory and localStorage). */
  logout(): void;
  /** Ends the session of `userSWA` if `error` says the platform no longer has it; the hooks call it on failures. */
  endSession(error: unknown, userSWA: string | undefined): void;
  /** The orders being followed, so the reads they change are revalidated when they settle. */
  settlement: OrderSettlement | undefined;
}

/**
 * The context the hooks read. `<SatchelProvider>` fills it; an app whose provider is rendered elsewhere (for
 * example lazily, beside the tree that uses the hooks) can pass the same value down with `SatchelContext.Provider`.
 * @example
 * // In the lazily loaded part: report the provider's value upwards.
 * const value = useContext(SatchelContext);
 * // Where the pages are: hand it to their hooks (null until loaded).
 * <SatchelContext.Provider value={value}><Pages /></SatchelContext.Provider>;
 */
export const SatchelContext = createContext<SatchelContextValue | null>(null);
