import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createKeyedVerifier } from './keyed-verifier.js';

/** One ECDSA verification for a worker: 65-byte recovered-format signature, 32-byte digest, uncompressed key. */
export interface VerifyJob {
  signature: Uint8Array;
  digest: Uint8Array;
  publicKey: Uint8Array;
}

// The worker is plain JavaScript evaluated from this string so it runs the same from TypeScript sources (tests) and
// from dist; it imports noble by the URL the main thread resolved and builds the same verifier from its source.
const workerCode = (nobleUrl: string) => `
const { parentPort } = require('node:worker_threads');
// tsx (esbuild keepNames) wraps named functions in the source below in __name(fn, name): a no-op here.
const __name = (fn) => fn;
import(${JSON.stringify(nobleUrl)}).then(({ secp256k1 }) => {
  const verify = (${createKeyedVerifier.toString()})(secp256k1);
  parentPort.on('message', (batch) => {
    parentPort.postMessage(batch.map(({ id, signature, digest, publicKey }) => [id, verify(signature, digest, publicKey)]));
  });
});`;

export class SignaturePool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, (ok: boolean | undefined) => void>();
  private queue: (VerifyJob & { id: number })[] = [];
  private nextId = 0;
  private nextWorker = 0;
  private stopped = false;

  constructor(size: number, nobleUrl: string) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(workerCode(nobleUrl), { eval: true });
      worker.on('message', (results: [number, boolean][]) => {
        for (const [id, ok] of results) {
          this.pending.get(id)?.(ok);
          this.pending.delete(id);
        }
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => this.fail(new Error(`exited with code ${code}`)));
      // After the listeners: adding a 'message' listener refs the worker again, which kept processes alive.
      worker.unref();
      return worker;
    });
  }

  /** The check's answer, or `undefined` when the pool has stopped: the caller then verifies in-thread. */
  verify(job: VerifyJob): Promise<boolean | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, resolve);
      if (this.queue.length === 0) setImmediate(() => this.dispatch());
      this.queue.push({ ...job, id });
    });
  }

  /** Jobs queued in one turn of the event loop go out as one message per worker. */
  private dispatch(): void {
    const jobs = this.queue;
    this.queue = [];
    if (this.stopped) return;
    const share = Math.ceil(jobs.length / this.workers.length);
    for (let i = 0; i < jobs.length; i += share) {
      this.workers[this.nextWorker].postMessage(jobs.slice(i, i + share));
      this.nextWorker = (this.nextWorker + 1) % this.workers.length;
    }
  }

  /** Stops the workers; pending and later jobs are handed back to be verified in-thread. */
  terminate(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const resolve of this.pending.values()) resolve(undefined);
    this.pending.clear();
    for (const worker of this.workers) void worker.terminate();
  }

  /**
   * A worker that crashed or exited would leave its jobs unanswered and drop later messages: say so once, and stop
   * the pool, so every pending and later check runs in-thread (same answers, on the event loop).
   */
  private fail(error: Error): void {
    if (this.stopped) return;
    process.emitWarning(
      `signature worker failed (${error.message}); verifying signatures in-thread from now on`,
    );
    this.terminate();
  }
}

let pool: SignaturePool | null | undefined;
let users = 0;

/**
 * The process-wide verification pool: one worker per CPU beyond the first (none on a single CPU, or when
 * SATCHEL_SIGNATURE_WORKERS=0), so signature checks of concurrent requests run beside the event loop.
 */
export function signaturePool(): SignaturePool | null {
  if (pool !== undefined) return pool;
  const configured = process.env.SATCHEL_SIGNATURE_WORKERS;
  const size =
    configured !== undefined && configured !== '' ? Number(configured) : availableParallelism() - 1;
  try {
    pool =
      Number.isInteger(size) && size > 0
        ? new SignaturePool(size, import.meta.resolve('@noble/curves/secp256k1.js'))
        : null;
  } catch {
    pool = null;
  }
  return pool;
}

/**
 * Each platform instance holds the pool while it runs; the last one to close stops the workers, so a process that
 * starts and stops platforms (tests, benches) does not pile up threads. Returns the release function.
 */
export function retainSignaturePool(): () => void {
  users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) closeSignaturePool();
  };
}

/** Stops the pool now; the next `signaturePool()` starts a new one. */
export function closeSignaturePool(): void {
  pool?.terminate();
  pool = undefined;
}
