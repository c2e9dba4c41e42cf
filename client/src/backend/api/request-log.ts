import { maskSecrets } from './mask-secrets.js';

export interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface LoggedResponse {
  status: number;
  body: unknown;
}

export interface RequestLogEntry {
  id: number;
  timestamp: number;
  request: LoggedRequest;
  response?: LoggedResponse;
}

type Listener = () => void;

/**
 * The api-mode request log behind the API logs drawer. Every request gets an id and its response is attached to
 * that entry (not to "the latest"), so concurrent calls never swap responses. Secrets are masked on the way in.
 */
export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private listeners = new Set<Listener>();
  private nextId = 1;

  /** Newest first; a new array after every change (for useSyncExternalStore). */
  snapshot = (): readonly RequestLogEntry[] => this.entries;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  recordRequest(request: LoggedRequest): number {
    const id = this.nextId++;
    const entry: RequestLogEntry = {
      id,
      timestamp: Date.now(),
      request: {
        ...request,
        headers: maskSecrets(request.headers) as Record<string, string>,
        body: maskSecrets(request.body),
      },
    };
    this.entries = [entry, ...this.entries];
    this.emit();
    return id;
  }

  recordResponse(id: number, response: LoggedResponse): void {
    this.entries = this.entries.map((entry) =>
      entry.id === id
        ? { ...entry, response: { status: response.status, body: maskSecrets(response.body) } }
        : entry,
    );
    this.emit();
  }

  clear(): void {
    this.entries = [];
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
