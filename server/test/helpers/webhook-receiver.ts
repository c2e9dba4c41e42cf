import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One POST the receiver got: verified by `standardwebhooks` (the judge), and whether it was answered 2xx. */
export interface Received {
  id: string;
  type: string;
  data: { intentId: string; status: string; reason?: string; downstreamTransactionHash?: string[] };
  verified: boolean;
  accepted: boolean;
}

/**
 * A real HTTP webhook receiver: each message (by `webhook-id`) is answered 503 for its first `failFirst`
 * attempts, then 204. Every attempt is verified with the `standardwebhooks` package and recorded.
 */
export async function startReceiver(secret: string, failFirst = 3) {
  const verifier = new Webhook(secret);
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const id = String(req.headers['webhook-id']);
      let verified = false;
      let event: { type: string; data: Received['data'] } = JSON.parse(body);
      try {
        event = verifier.verify(body, req.headers as Record<string, string>) as typeof event;
        verified = true;
      } catch {
        verified = false;
      }
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      const accepted = verified && attempt > failFirst;
      received.push({ id, type: event.type, data: event.data, verified, accepted });
      res.writeHead(accepted ? 204 : verified ? 503 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    /** The accepted deliveries, in the order they were accepted. */
    accepted: () => received.filter((r) => r.accepted),
    /** Resolves once `done()` holds, checking as deliveries arrive (bounded by the jest timeout). */
    async until(done: () => boolean): Promise<void> {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
