/**
 * Points an unmodified Okto v2 app (`@okto_web3/core-js-sdk` 1.x, and `@okto_web3/react-sdk`, whose client
 * extends it) at the local platform. Dependency-free and Node-free, so the same function runs in Node and in a
 * browser bundle.
 *
 * Why the client's `env` and not `fetch`: the Okto client talks through axios (Node's http module in Node, XHR in
 * browsers), so a fetch interceptor would see none of its calls. Every call reads `client.env.bffBaseUrl` afresh,
 * and `env` is a getter on `OktoClient.prototype`; wrapping that getter moves every client, including ones created
 * later (react-sdk's provider creates them), and leaves the Okto addresses and chain ids the client signs with as
 * they are (the platform accepts them as its Okto address set).
 */

/** Okto's hosted API origins, per environment (`bffBaseUrl` and `gatewayBaseUrl` of core-js-sdk 1.1.0). */
export const OKTO_API_ORIGINS: readonly string[] = [
  'https://3p-bff.oktostage.com',
  'https://okto-gateway.oktostage.com',
  'https://sandbox-api.okto.tech',
  'https://sandbox-okto-gateway.oktostage.com',
  'https://apigw.okto.tech',
  'https://okto-gateway.okto.tech',
];

/** `url` moved to the platform when it is on one of Okto's API origins (path and query kept); any other URL unchanged. */
export function rewriteOktoUrl(url: string, platformUrl: string): string {
  const parsed = new URL(url);
  if (!OKTO_API_ORIGINS.includes(parsed.origin)) return url;
  const base = new URL(platformUrl).href.replace(/\/+$/, '');
  return `${base}${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}`;
}

interface OktoEnv {
  bffBaseUrl: string;
  gatewayBaseUrl?: string;
}

/**
 * Makes every instance of `OktoClient` (the class exported by `@okto_web3/core-js-sdk`) call `platformUrl` instead
 * of Okto's hosts. Call it once, before the app's first Okto call; returns a function that undoes it. Throws when
 * the class is not an Okto v2 client this was written for (no `env` getter on its prototype).
 */
export function redirectOktoClients(OktoClient: { prototype: object }, platformUrl: string): () => void {
  const proto = OktoClient.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, 'env');
  const read = original?.get;
  if (!original || !read)
    throw new Error(
      'redirectOktoClients: not an Okto v2 client class (no env getter on OktoClient.prototype)',
    );
  const cache = new WeakMap<object, OktoEnv>();
  Object.defineProperty(proto, 'env', {
    configurable: true,
    enumerable: original.enumerable,
    get(this: object): OktoEnv {
      const env = read.call(this) as OktoEnv;
      let moved = cache.get(env);
      if (!moved) {
        moved = { ...env, bffBaseUrl: rewriteOktoUrl(env.bffBaseUrl, platformUrl) };
        if (env.gatewayBaseUrl) moved.gatewayBaseUrl = rewriteOktoUrl(env.gatewayBaseUrl, platformUrl);
        cache.set(env, moved);
      }
      return moved;
    },
  });
  return () => Object.defineProperty(proto, 'env', original);
}
