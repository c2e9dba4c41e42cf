import http from 'node:http';
import type { RequestCase } from './request-case.js';

/** What came back; `timedOut` when nothing complete arrived within the limit. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  timedOut: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends one case (answers with headers up to 4 MiB are read: a redirect may echo a long parameter) over real HTTP with node:http (fetch refuses a GET body and rewrites some headers). A server that
 * closes the connection without answering counts as a hang: the answer has status 0.
 */
export async function sendCase(
  baseUrl: string,
  method: string,
  path: string,
  c: RequestCase,
  limitMs = 5_000,
): Promise<Answer> {
  const first = await sendOnce(baseUrl, method, path, c, limitMs);
  // A kept-alive socket the server had just closed fails at once: that is the client's race, so send again.
  return first.staleSocket ? (await sendOnce(baseUrl, method, path, c, limitMs)).answer : first.answer;
}

function sendOnce(baseUrl: string, method: string, path: string, c: RequestCase, limitMs: number) {
  const url = new URL(`${baseUrl}${path}${c.query ? `?${c.query}` : ''}`);
  const nothing = (timedOut: boolean): Answer => ({
    status: 0,
    headers: {},
    body: Buffer.alloc(0),
    timedOut,
  });
  return new Promise<{ answer: Answer; staleSocket: boolean }>((resolve) => {
    const done = (answer: Answer, staleSocket = false) => {
      clearTimeout(timer);
      resolve({ answer, staleSocket });
    };
    // An explicit length: node:http would otherwise send a GET body unframed, and the server would read it as
    // the next request.
    const headers = c.body ? { ...c.headers, 'content-length': String(c.body.length) } : c.headers;
    const req = http.request(url, { method, headers, agent, maxHeaderSize: 4 * 1024 * 1024 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          timedOut: false,
        }),
      );
      res.on('error', () => done(nothing(false)));
    });
    const timer = setTimeout(() => {
      req.destroy();
      done(nothing(true));
    }, limitMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      done(nothing(false), req.reusedSocket && error.code === 'ECONNRESET'),
    );
    req.end(c.body);
  });
}

/** Lets jest exit: the keep-alive sockets would otherwise hold the process. */
export const closeConnections = () => agent.destroy();
