import type { LoggedEvent, OrderEventLog } from './order-event-log.js';
import { KEPT_EVENTS, KEPT_SECONDS } from './order-event-log.js';

/** Sessions remembered at most (the oldest idle one goes first): memory stays bounded under `npm start`. */
const MAX_SESSIONS = 10_000;

interface Session {
  next: number;
  events: LoggedEvent[];
  listeners: Set<() => void>;
  touchedAt: number;
}

/** The event log in this process (without `REDIS_URL`): ids are counters. */
export function memoryEventLog(): OrderEventLog {
  const sessions = new Map<string, Session>();
  const sessionOf = (key: string) => {
    let session = sessions.get(key);
    if (!session) {
      if (sessions.size >= MAX_SESSIONS) {
        const old = [...sessions].find(([, s]) => s.listeners.size === 0);
        if (old) sessions.delete(old[0]);
      }
      sessions.set(key, (session = { next: 1, events: [], listeners: new Set(), touchedAt: Date.now() }));
    }
    return session;
  };
  return {
    async append(key, order) {
      const session = sessionOf(key);
      session.events.push({ id: String(session.next++), order });
      session.events.splice(0, session.events.length - KEPT_EVENTS);
      session.touchedAt = Date.now();
      for (const listener of session.listeners) listener();
    },
    async since(key, afterId) {
      const session = sessions.get(key);
      if (!session || Date.now() - session.touchedAt > KEPT_SECONDS * 1000) return [];
      const after = afterId !== undefined && /^\d{1,15}$/.test(afterId) ? Number(afterId) : 0;
      return session.events.filter((event) => Number(event.id) > after);
    },
    subscribe(key, onChange) {
      const { listeners } = sessionOf(key);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async close() {
      sessions.clear();
    },
  };
}
