/**
 * One recorded exchange (secrets already masked).
 * @example
 * const last: RequestLogEntry | undefined = client.requestLog.entries.at(-1);
 * console.log(last?.request.method, last?.request.url, last?.response?.status);
 */
export interface RequestLogEntry {
  id: number;
  /** ISO-8601 time the request started. */
  timestamp: string;
  request: { method: string; url: string; headers: Record<string, string>; body: unknown };
  response?: { status: number; body: unknown };
}

/**
 * Called with every entry after each change of the log.
 * @example
 * const listener: RequestLogListener = (entries) => setRows([...entries]);
 * const unsubscribe = client.requestLog.subscribe(listener);
 */
export type RequestLogListener = (entries: readonly RequestLogEntry[]) => void;

/**
 * The client's request log: every platform exchange, masked, in order. A response is attached to its own request
 * by id, so concurrent calls never mix. `entries` is a new array after each change (safe for React state).
 * @example
 * // A developer panel of every exchange (secrets already masked).
 * const unsubscribe = client.requestLog.subscribe((entries) => render(entries.map((entry) => toCurl(entry.request))));
 */
export class RequestLog {
  #list: RequestLogEntry[] = [];
  readonly #listeners = new Set<RequestLogListener>();
  #nextId = 1;

  get entries(): readonly RequestLogEntry[] {
    return this.#list;
  }

  /** Calls `listener(entries)` after every change; returns the unsubscribe function. */
  subscribe(listener: RequestLogListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Empties the log and notifies subscribers. */
  clear(): void {
    this.#list = [];
    this.#emit();
  }

  /** Records a request; returns its id for `respond`. */
  record(request: RequestLogEntry['request']): number {
    const id = this.#nextId++;
    this.#list = [...this.#list, { id, timestamp: new Date().toISOString(), request }];
    this.#emit();
    return id;
  }

  /** Attaches the response to the request `id` (ignored if the log was cleared meanwhile). */
  respond(id: number, response: NonNullable<RequestLogEntry['response']>): void {
    const index = this.#list.findIndex((entry) => entry.id === id);
    if (index < 0) return;
    const updated = { ...this.#list[index]!, response };
    this.#list = [...this.#list.slice(0, index), updated, ...this.#list.slice(index + 1)];
    this.#emit();
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(this.#list);
      } catch {
        // a faulty subscriber must not break the SDK call that is being logged
      }
    }
  }
}
