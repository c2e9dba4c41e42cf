/** The order streams open on this instance, by session: the per-session limit, and ending them all at shutdown. */
export class StreamRegistry {
  readonly #bySession = new Map<string, Set<() => void>>();

  count(session: string): number {
    return this.#bySession.get(session)?.size ?? 0;
  }

  /** Registers a stream's `end`; returns its removal. */
  add(session: string, end: () => void): () => void {
    let set = this.#bySession.get(session);
    if (!set) this.#bySession.set(session, (set = new Set()));
    set.add(end);
    return () => {
      set.delete(end);
      if (set.size === 0) this.#bySession.delete(session);
    };
  }

  /** Ends every open stream (each sends its `end` event first). */
  endAll(): void {
    for (const set of [...this.#bySession.values()]) for (const end of [...set]) end();
  }
}
