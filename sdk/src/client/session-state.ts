import { forgetAuthToken } from '../protocol/index.js';
import type { SessionConfig, SessionListener, UserKeys } from './types.js';

/** The in-memory session and user keys of one client, with change listeners (the React layer persists with them). */
export class SessionState {
  private session: SessionConfig | undefined;
  private keys: UserKeys | undefined;
  private readonly listeners = new Set<SessionListener>();

  get current(): SessionConfig | undefined {
    return this.session;
  }

  get userKeys(): UserKeys | undefined {
    return this.keys;
  }

  /** Replaces the session (and its user keys, when known) and notifies listeners. */
  set(session: SessionConfig, keys?: UserKeys): void {
    this.session = {
      sessionPrivKey: session.sessionPrivKey,
      sessionPubKey: session.sessionPubKey,
      userSWA: session.userSWA,
    };
    this.keys = keys;
    this.emit();
  }

  setUserKeys(keys: UserKeys): void {
    this.keys = keys;
  }

  /** Forgets keys, userSWA, user keys and the session's remembered bearer token. */
  clear(): void {
    const had = this.session !== undefined || this.keys !== undefined;
    if (this.session !== undefined) forgetAuthToken(this.session.sessionPubKey);
    this.session = undefined;
    this.keys = undefined;
    if (had) this.emit();
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private emit(): void {
    const snapshot = this.session ? { ...this.session } : undefined;
    for (const listener of [...this.listeners]) listener(snapshot);
  }
}
