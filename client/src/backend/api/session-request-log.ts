import { RequestLog, type RequestLogEntry } from '@satchel/sdk';

/** The newest entries kept across reloads: enough to follow a flow, small enough for sessionStorage. */
const KEPT = 200;

function read(key: string): RequestLogEntry[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? (stored as RequestLogEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * The SDK's request log, kept in sessionStorage (entries are masked before they are recorded): a reload keeps the
 * calls of this browser session, a new tab or window starts empty. Entries of earlier page loads come first, with
 * ids ≤ 0 so they never collide with this page's.
 */
export class SessionRequestLog extends RequestLog {
  #earlier: readonly RequestLogEntry[];
  #view: { own: readonly RequestLogEntry[]; all: readonly RequestLogEntry[] };

  constructor(private readonly key: string) {
    super();
    const stored = read(key);
    this.#earlier = stored.map((entry, i) => ({ ...entry, id: i + 1 - stored.length }));
    this.#view = { own: super.entries, all: this.#earlier };
    this.subscribe(() => this.#save());
  }

  /** Earlier page loads' entries, then this page's; the same array until the log changes. */
  override get entries(): readonly RequestLogEntry[] {
    const own = super.entries;
    if (own !== this.#view.own) this.#view = { own, all: [...this.#earlier, ...own] };
    return this.#view.all;
  }

  override clear(): void {
    this.#earlier = [];
    this.#view = { own: [], all: [] };
    super.clear();
  }

  #save(): void {
    try {
      sessionStorage.setItem(this.key, JSON.stringify(this.entries.slice(-KEPT)));
    } catch {
      // storage full or unavailable: the log still works for this page
    }
  }
}
