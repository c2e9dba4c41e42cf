import { Agent, type Dispatcher } from 'undici';

// One keep-alive connection pool per origin (undici's Agent), for the platform and the webhook receivers alike.
// undici closes an idle connection before the server's `Keep-Alive: timeout` hint, and after 4 s without one.
const agent = new Agent();
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

/** A `fetch` answer from undici's: its header pairs (a repeated header's values each) and the whole body. */
function toResponse(answer: Dispatcher.ResponseData, body: Uint8Array<ArrayBuffer>): Response {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(answer.headers))
    if (Array.isArray(value)) for (const one of value) headers.push([name, one]);
    else if (value !== undefined) headers.push([name, value]);
  const status = answer.statusCode;
  const init = { status, statusText: answer.statusText, headers };
  return NULL_BODY_STATUSES.has(status) ? new Response(null, init) : new ReadResponse(body, init);
}

/** Headers as undici takes them: a plain record as it is (the SDK's), any other form through `Headers`. */
const plainHeaders = (headers: HeadersInit | undefined): Record<string, string> =>
  headers?.constructor === Object
    ? (headers as Record<string, string>)
    : Object.fromEntries(new Headers(headers));

/**
 * `fetch` over undici's request API with keep-alive pools, for the SDK's calls to the platform from the BFF: the
 * runtime's fetch (undici's fetch, WHATWG streams on both sides) costs ≈ 2 × the CPU per call, and node:http's client
 * ≈ 1.3–2 × undici's request (bench/RESULTS.md, "BFF" and "issue 42"); every BFF request makes at least one. It takes
 * what a fetch caller sends (method, headers, a string or bytes body, an abort signal), answers a real `Response`, and
 * rejects as fetch does (`TypeError: fetch failed` with the cause, or the signal's reason). A `Request` object or a
 * streamed body goes to the runtime's fetch.
 */
export const nodeFetch: typeof fetch = async (input, init = {}) => {
  const { body, signal } = init;
  const url = typeof input === 'string' ? new URL(input) : input instanceof URL ? input : undefined;
  const plainBody =
    body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  if (!url || !plainBody || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return fetch(input, init);
  if (signal?.aborted) throw signal.reason;
  try {
    const answer = await agent.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: plainHeaders(init.headers),
      body: body ?? null,
      signal: signal ?? null,
    });
    const bytes = new Uint8Array(await answer.body.arrayBuffer());
    return toResponse(answer, bytes);
  } catch (error) {
    throw signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error });
  }
};
