import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeFetch } from '../src/http/node-fetch.js';

// A real HTTP server answering by path; the runtime's fetch is the reference nodeFetch must equal.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/hang') return; // never answers
      if (req.url === '/empty') return res.writeHead(204).end();
      if (req.url === '/limited') return res.writeHead(429, { 'Retry-After': '7' }).end('{"status":"error"}');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': ['a=1', 'b=2'] });
      res.end(
        JSON.stringify({
          method: req.method,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
          text: 'é ✓',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const summary = async (response: Response) => ({
  status: response.status,
  ok: response.ok,
  type: response.headers.get('content-type'),
  cookies: response.headers.get('set-cookie'),
  retryAfter: response.headers.get('retry-after'),
  text: await response.text(),
});

describe('nodeFetch', () => {
  it('answers what the runtime fetch answers: status, headers, UTF-8 text, for GET and POST with headers', async () => {
    for (const init of [
      { headers: { Authorization: 'Bearer abc' } },
      {
        method: 'POST',
        headers: new Headers({ 'Content-Type': 'application/json', Authorization: 'Bearer xyz' }),
        body: '{"a":"ü"}',
      },
      { method: 'POST', body: new TextEncoder().encode('bytes') },
    ]) {
      expect(await summary(await nodeFetch(`${base}/echo`, init))).toEqual(
        await summary(await fetch(`${base}/echo`, init)),
      );
    }
  });

  it('reads the body as fetch does by every method, once', async () => {
    const read = async (get: (url: string) => Promise<Response>) => {
      const url = `${base}/echo`;
      const twice = await get(url);
      const first = await twice.text();
      const cloned = (await get(url)).clone();
      return {
        json: await (await get(url)).json(),
        bytes: new Uint8Array(await (await get(url)).arrayBuffer()),
        blob: await (await (await get(url)).blob()).text(),
        stream: await new Response((await get(url)).body).text(),
        clone: await cloned.text(),
        again: [first.length > 0, twice.bodyUsed, await twice.text().catch((e: Error) => e.name)],
      };
    };
    expect(await read((url) => nodeFetch(url))).toEqual(await read((url) => fetch(url)));
  });

  it('answers a 204 without a body and a 429 with its Retry-After, as fetch does', async () => {
    for (const path of ['/empty', '/limited'])
      expect(await summary(await nodeFetch(`${base}${path}`))).toEqual(
        await summary(await fetch(`${base}${path}`)),
      );
  });

  it("rejects with the signal's reason on abort or timeout, before or during the request", async () => {
    const aborted = AbortSignal.abort();
    await expect(nodeFetch(`${base}/echo`, { signal: aborted })).rejects.toBe(aborted.reason);
    const timeout = AbortSignal.timeout(50);
    await expect(nodeFetch(`${base}/hang`, { signal: timeout })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('rejects a connection failure as fetch does: TypeError "fetch failed" with the cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const error = (await nodeFetch(url).catch((e: unknown) => e)) as TypeError & {
      cause?: { code?: string };
    };
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('fetch failed');
    expect(error.cause?.code).toBe('ECONNREFUSED');
  });

  it('hands a Request object to the runtime fetch', async () => {
    const response = await nodeFetch(new Request(`${base}/echo`, { method: 'POST', body: 'r' }));
    expect(JSON.parse(await response.text())).toMatchObject({ method: 'POST', body: 'r' });
  });
});
