import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// One keep-alive agent per protocol. Node closes an idle socket a second before the server's `Keep-Alive: timeout`
// hint, within the agent's own timeout (without one it would keep idle sockets forever).
const AGENT_OPTIONS = { keepAlive: true, timeout: 60_000 };
const http = { request: httpRequest, agent: new HttpAgent(AGENT_OPTIONS) };
const https = { request: httpsRequest, agent: new HttpsAgent(AGENT_OPTIONS) };
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const decoder = new TextDecoder();

/**
 * A `Response` over a body already read whole: `text()`, `json()` and `arrayBuffer()` answer from its bytes, where a
 * `Response` built on them wraps them in a WHATWG stream and reads it back (≈ 55–110 µs of CPU per platform call,
 * bench/RESULTS.md "BFF"). `body`, `blob()`, `formData()`, `bytes()` and `clone()` go through such a stream-backed
 * `Response`, made when first asked. Read once, as any body.
 */
class ReadResponse extends Response {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  #used = false;
  #streamed: Response | undefined;

  constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  #stream(): Response {
    this.#streamed ??= new Response(this.#bytes, this);
    return this.#streamed;
  }

  async #take(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#bytes;
  }

  override get bodyUsed(): boolean {
    return this.#used || (this.#streamed?.bodyUsed ?? false);
  }
  override get body() {
    return this.#used ? null : this.#stream().body;
  }
  override async text(): Promise<string> {
    return decoder.decode(await this.#take());
  }
  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.#take();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  override blob(): Promise<Blob> {
    return this.#stream().blob();
  }
  override formData(): Promise<FormData> {
    return this.#stream().formData();
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#stream().bytes();
  }
  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new ReadResponse(this.#bytes, this);
  }
}

/** A `fetch` answer from node:http's: the raw header pairs and the whole body. */
function toResponse(res: IncomingMessage, body: Uint8Array<ArrayBuffer>): Response {
  const headers: [string, string][] = [];
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
  const status = res.statusCode ?? 0;
  const init = { status, statusText: res.statusMessage ?? '', headers };
  return NULL_BODY_STATUSES.has(status) ? new Response(null, init) : new ReadResponse(body, init);
}

/** Headers as node:http takes them: a plain record as it is (the SDK's), any other form through `Headers`. */
const plainHeaders = (headers: HeadersInit | undefined): Record<string, string> =>
  headers?.constructor === Object
    ? (headers as Record<string, string>)
    : Object.fromEntries(new Headers(headers));

/**
 * `fetch` over node:http(s) with keep-alive agents, for the SDK's calls to the platform from the BFF: the runtime's
 * fetch (undici, WHATWG streams on both sides) costs ≈ 2 × the CPU per call (bench/RESULTS.md, "BFF"), and every
 * BFF request makes at least one. It takes what a fetch caller sends (method, headers, a string or bytes body, an
 * abort signal), answers a real `Response`, and rejects as fetch does (`TypeError: fetch failed` with the cause, or
 * the signal's reason). A `Request` object or a streamed body goes to the runtime's fetch.
 */
export const nodeFetch: typeof fetch = (input, init = {}) => {
  const { body, signal } = init;
  const url = typeof input === 'string' ? new URL(input) : input instanceof URL ? input : undefined;
  const plainBody =
    body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  if (!url || !plainBody || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return fetch(input, init);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: plainHeaders(init.headers),
        agent: transport.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          signal?.removeEventListener('abort', abort);
          resolve(toResponse(res, Buffer.concat(chunks) as Uint8Array<ArrayBuffer>));
        });
      },
    );
    function fail(error: Error) {
      signal?.removeEventListener('abort', abort);
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    }
    function abort() {
      req.destroy(signal?.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
    req.on('error', fail);
    req.end(body ?? undefined);
  });
};
