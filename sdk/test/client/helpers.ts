import { DEMO_CLIENT } from '@satchel/shared';
import { SatchelClient, SessionKey, type SatchelClientConfig } from '../../src/index.js';

/** A fetch that records every call and refuses it: proves a check happened before any request. */
export function refusingFetch() {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    throw new Error('no request expected');
  }) as typeof fetch;
  return { calls, fetch: fetchFn };
}

/** A demo-client SatchelClient on the given base URL (console logging silent, the default, unless asked). */
export function makeClient(overrides: Partial<SatchelClientConfig> = {}): SatchelClient {
  return new SatchelClient({
    environment: 'sandbox',
    clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
    clientSWA: DEMO_CLIENT.clientSWA,
    platformUrl: 'http://127.0.0.1:9',
    ...overrides,
  });
}

/** A syntactically valid session of a fresh key (unknown to any platform). */
export function freshSession(userSWA = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F') {
  const key = SessionKey.create();
  return { sessionPrivKey: key.privateKeyHex, sessionPubKey: key.publicKeyHex, userSWA };
}

/** The rejection of a promise (or the throw of a function), failing the test if it succeeds. */
export async function failureOf(run: () => unknown): Promise<Error & Record<string, any>> {
  try {
    await run();
  } catch (error) {
    return error as Error & Record<string, any>;
  }
  throw new Error('expected a failure');
}
