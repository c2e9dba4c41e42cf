import { createAuthToken } from '../protocol/index.js';
import type { SessionConfig, SessionListener, UserKeys } from './types.js';

/**
 * The in-memory session and user keys of one client, with change listeners (the React layer persists with them).
 * Everything derived from the session (its last bearer token) lives here and goes with it: no module keeps a key,
 * a token or their bytes, so a process that builds a client per request (the BFF) keeps nothing of its users.
 */
export class SessionState {
  #session: SessionConfig | undefined;
  #keys: UserKeys | undefined;
  // The last bearer token of `session` and the second it was signed in: the token is a pure function of (key,
  // second), so within that second signing again would give the same bytes (an intent's reads reuse it).
  #lastBearer: { second: number; token: string } | undefined;
  readonly #listeners = new Set<SessionListener>();
  /** The running `syncUserKeys` call, which a signature asked meanwhile waits for. */
  keysSync: Promise<unknown> | undefined;

  get current(): SessionConfig | undefined {
    return this.#session;
  }

  get userKeys(): UserKeys | undefined {
    return this.#keys;
  }

  /** Replaces the session (and its user keys, when known) and notifies listeners; the old session's token goes. */
  set(session: SessionConfig, keys?: UserKeys): void {
    this.#session = {
      sessionPrivKey: session.sessionPrivKey,
      sessionPubKey: session.sessionPubKey,
      userSWA: session.userSWA,
    };
    this.#keys = keys;
    this.#lastBearer = undefined;
    this.#emit();
  }

  setUserKeys(keys: UserKeys): void {
    this.#keys = keys;
  }

  /** Forgets keys, userSWA, user keys and the session's last bearer token. */
  clear(): void {
    const had = this.#session !== undefined || this.#keys !== undefined;
    this.#session = undefined;
    this.#keys = undefined;
    this.#lastBearer = undefined;
    if (had) this.#emit();
  }

  /**
   * A bearer token (§6.1) signed by `session`'s key: the current session's last one when it was signed in the same
   * second, else a new one (only the current session's is kept; a session being logged in is signed anew).
   */
  bearer(session: SessionConfig, nowMs: number = Date.now()): string {
    const second = Math.round(nowMs / 1000);
    if (session === this.#session && this.#lastBearer?.second === second) return this.#lastBearer.token;
    const token = createAuthToken({
      sessionPrivKey: session.sessionPrivKey as `0x${string}`,
      sessionPubKey: session.sessionPubKey as `0x${string}`,
      nowMs,
    });
    if (session === this.#session) this.#lastBearer = { second, token };
    return token;
  }

  subscribe(listener: SessionListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #emit(): void {
    const snapshot = this.#session ? { ...this.#session } : undefined;
    for (const listener of [...this.#listeners]) listener(snapshot);
  }
}
