/** Stores one job; rejects while its store (Redis) is unreachable. */
export type StoreJob = () => Promise<void>;

export interface KeptAdds {
  /** Stores the job now, or keeps it (behind any already kept) and stores it once the store answers again. */
  add(store: StoreJob, name: string): Promise<void>;
  /** Stops retrying; answers how many jobs were still kept (they are lost with the process). */
  close(): number;
}

/**
 * Jobs added while Redis is down (an order accepted during an outage must still be followed and told, docs/protocol.md
 * §18.7), kept in this process and stored, in the order they were added, every `retryMs` until Redis answers: a
 * webhook's final message must not be stored before the acceptance it waits for. Storing again is safe, a job's id
 * makes a second add do nothing.
 */
export function keptAdds(retryMs: number, onKept: (name: string, error: Error) => void): KeptAdds {
  const kept: StoreJob[] = [];
  // Set from the first job kept until all are stored: one flush at a time, so none is dropped unstored.
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = async () => {
    while (kept.length > 0 && !closed) {
      try {
        await kept[0]!();
      } catch {
        break;
      }
      kept.shift();
    }
    timer = kept.length > 0 && !closed ? setTimeout(flush, retryMs) : undefined;
  };

  return {
    async add(store, name) {
      if (kept.length === 0)
        try {
          return await store();
        } catch (error) {
          onKept(name, error as Error);
        }
      kept.push(store);
      timer ??= setTimeout(flush, retryMs);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      return kept.length;
    },
  };
}
