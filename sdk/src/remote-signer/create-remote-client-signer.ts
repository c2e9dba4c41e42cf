// From the core's entry: the CommonJS build of this subpath requires the core package for it (scripts/build-cjs.mjs).
import { platformCall, RequestLog, SatchelError, type ClientSigner } from '../index.js';

/**
 * Options of `createRemoteClientSigner`.
 * @example
 * const options: RemoteClientSignerOptions = { url: 'https://bff.example.com/api/auth/client-sign', address: signerAddress };
 */
export interface RemoteClientSignerOptions {
  /** The BFF's signing route (`POST …/api/auth/client-sign`, docs/protocol.md §18.2). */
  url: string;
  /** The client signer address (§5.2) of the key the BFF signs with. */
  address: string;
  /** `fetch` to use; default the runtime's. */
  fetch?: typeof fetch;
  /** Per-request timeout; default 30000 ms. */
  timeoutMs?: number;
}

const failed = (error: string) => `Failed to sign with the client signer: ${error}`;

/**
 * A client signer whose key stays on a server: `signMessage` POSTs what is signed, in structured form (the
 * `payload`: `{kind: "otp", data}`, `{kind: "session", sessionAddress}` or `{kind: "paymaster", …}`), to the BFF's
 * signing route, which checks it and answers `{signature}`. A message without a payload is refused here: the route
 * signs only the protocol's own payloads. Failures are `HttpError`s, as the platform's (so a login returns them as
 * an `RpcError`).
 * @example
 * import { createRemoteClientSigner } from '@satchel/sdk/remote-signer';
 * const clientSigner = createRemoteClientSigner({ url: `${bffUrl}/api/auth/client-sign`, address: signerAddress });
 * const client = new SatchelClient({ environment: 'sandbox', clientSWA, clientSigner, platformUrl });
 */
export function createRemoteClientSigner({
  url,
  address,
  fetch: fetchFn,
  timeoutMs = 30000,
}: RemoteClientSignerOptions): ClientSigner {
  const transport = {
    baseUrl: url,
    // Bound: browsers throw "Illegal invocation" when fetch is called detached from window.
    fetch: fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    timeoutMs,
    requestLog: new RequestLog(),
    logLevel: () => 'silent' as const,
  };
  return {
    address,
    async signMessage({ payload }) {
      if (payload === undefined)
        throw new SatchelError(failed('only the protocol payloads are signed remotely'), {
          code: 'UNSUPPORTED_MESSAGE',
        });
      return platformCall<`0x${string}`>(transport, {
        method: 'POST',
        path: '',
        body: payload,
        messages: { failed, missing: failed('no signature in the answer') },
        pick: (data) => (typeof data?.signature === 'string' ? data.signature : undefined),
      });
    },
  };
}
