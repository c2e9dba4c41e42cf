import { request } from 'node:http';

/**
 * The part of `fetch` the SDK transport uses, over node:http: jsdom has no fetch, and the client takes one as
 * configuration. Real HTTP to a real server; an abort ends the exchange like a browser's.
 */
export const nodeFetch = ((input: string, init: RequestInit = {}) =>
  new Promise((resolve, reject) => {
    const req = request(
      input,
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
          resolve({
            status: res.statusCode ?? 0,
            ok: (res.statusCode ?? 0) < 400,
            text: async () => text,
            headers,
          });
        });
      },
    );
    req.on('error', reject);
    init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  })) as unknown as typeof fetch;
