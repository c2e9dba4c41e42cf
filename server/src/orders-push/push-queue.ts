/** The two kinds of work: following an order until it is final, and delivering one webhook message. */
export type JobKind = 'follow' | 'deliver';

/** What a step asks next: run again after `delayMs` with `data` (not a failure: no attempt is counted). */
export interface Step<D> {
  again?: { delayMs: number; data: D };
}

/** One run of a job: its data and how many attempts failed before. Throwing fails the attempt (retried). */
export type Processor<D> = (data: D, failedAttempts: number) => Promise<Step<D> | void>;

export interface JobOptions {
  /** Unique per job: adding an id that is already queued, running or kept done does nothing. */
  id: string;
  delayMs?: number;
  /** Attempts before the job is given up (a failed attempt waits the retry backoff); default 1. */
  attempts?: number;
}

/**
 * Where followers and deliveries live: Redis through BullMQ (durable, shared by every instance, each job run by
 * one) or the process's memory (`npm start` without `REDIS_URL`: lost on exit).
 */
export interface PushQueue {
  add<D>(kind: JobKind, data: D, options: JobOptions): Promise<void>;
  /** Whether the job is done (completed or given up) or no longer known. */
  isSettled(kind: JobKind, id: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface QueueSetup {
  processors: { [K in JobKind]: Processor<any> };
  /** The wait before retry n (from 1): the first retry's wait doubling up to a cap. */
  retryDelayMs(failedAttempts: number): number;
  /** A job that threw: logged by the caller (never its data: a follower's holds a sealed token). */
  onFailure(kind: JobKind, id: string, error: Error, willRetry: boolean): void;
  /** The first job an outage kept in this process (later ones wait behind it); all are stored once Redis answers. */
  onKept(id: string, error: Error): void;
  /** Jobs still kept at close, lost with the process. */
  onLost(count: number): void;
}
