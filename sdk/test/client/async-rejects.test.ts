import { describe, expect, it } from '@jest/globals';
import * as actions from '../../src/actions/index.js';
import { SatchelClient, SatchelError, ValidationError } from '../../src/index.js';
import { freshSession, makeClient, refusingFetch } from './helpers.js';

// Every async function of the SDK rejects — never throws synchronously — on bad input of any kind and size, with a
// SatchelError, and input-taking ones with a ValidationError (or their precondition) before any request. Functions
// and methods are enumerated, so a new one is covered without editing this file.

const BAD_INPUTS: readonly unknown[] = [
  42,
  true,
  'x'.repeat(1_000_000),
  [],
  Symbol('bad'),
  () => 0,
  { caip2Id: 5, intentId: 5, amount: 2n ** 256n, data: 'x'.repeat(100_000) },
];

/** Reads that take no input: they go to the platform whatever their extra argument (here a refused fetch). */
const INPUTLESS_ACTIONS = new Set([
  'getAccount',
  'getChains',
  'getTokens',
  'getPortfolio',
  'getPortfolioActivity',
  'getPortfolioNFT',
  'getNftCollections',
  'getGasValues',
  'getUserKeys',
  'verifySession',
  'syncUserKeys',
  'verifyLogin',
  'logout',
]);

/** Logins check their input logged out: logged in, `User is already logged in` comes first (§4). */
const LOGIN_ACTIONS = new Set(['loginWithOtp', 'loginWithIdToken', 'loginWithSocial', 'authenticate']);
/**
 * `verifyLogin` never rejects: any failure resolves false and clears the session (§14.9). `logout` resolves false
 * without a session (nothing to end: a second logout is no error, §6.3); with one, the refused fetch rejects.
 */
const RESOLVING_ACTIONS = new Set(['verifyLogin', 'logout']);
/** Pure and synchronous by design (nothing to wait for): they throw a SatchelError instead of rejecting. */
const SYNC_ACTIONS = new Set(['locateUserOperation']);

/**
 * How an action refuses its input besides a ValidationError: a login's provider is `Unsupported provider` (§15.1),
 * and a message that is a valid one meets the next precondition, the user keys a fresh session has not synced.
 */
const refusesInput = (name: string, error: unknown) =>
  error instanceof ValidationError ||
  (LOGIN_ACTIONS.has(name) && (error as SatchelError).code === 'UNSUPPORTED_PROVIDER') ||
  (name === 'signMessage' && (error as SatchelError).code === 'USER_KEYS_NOT_SET');

/** Members that are synchronous by design (session state); every other method is async. */
const SYNC_METHODS = new Set([
  'isLoggedIn',
  'getSessionConfig',
  'setSessionConfig',
  'sessionClear',
  'onSessionChange',
]);
/** Async members without input: they need the session or go to the platform (`verifyLogin` resolves false). */
const INPUTLESS_METHODS = new Set(['getAuthorizationToken', 'syncUserKeys', 'verifyLogin']);

function clients() {
  const loggedOut = refusingFetch();
  const loggedIn = refusingFetch();
  const withSession = makeClient({ fetch: loggedIn.fetch });
  withSession.setSessionConfig(freshSession());
  return [
    { state: 'logged out', client: makeClient({ fetch: loggedOut.fetch }), calls: loggedOut.calls },
    { state: 'logged in', client: withSession, calls: loggedIn.calls },
  ];
}

/** Calls `run`, failing on a synchronous throw; resolves to how the returned promise settled. */
async function settle(label: string, run: () => unknown) {
  let returned: unknown;
  try {
    returned = run();
  } catch (error) {
    throw new Error(`${label} threw synchronously: ${String(error)}`);
  }
  expect(returned).toBeInstanceOf(Promise);
  try {
    return { resolved: true as const, value: await returned };
  } catch (error) {
    return { resolved: false as const, error };
  }
}

const describeInput = (input: unknown) =>
  typeof input === 'string' ? `string(${input.length})` : typeof input === 'symbol' ? 'symbol' : typeof input;

type AnyFunction = (...args: unknown[]) => unknown;
const actionEntries = Object.entries(actions as unknown as Record<string, unknown>).filter(
  (entry): entry is [string, AnyFunction] => typeof entry[1] === 'function',
);
// The methods of SatchelClient and of the Client it extends.
const prototypes: object[] = [];
for (let proto = SatchelClient.prototype; proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
  prototypes.push(proto);
const methodNames = prototypes.flatMap((proto) =>
  Object.getOwnPropertyNames(proto).filter((name) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    return name !== 'constructor' && typeof descriptor.value === 'function' && !SYNC_METHODS.has(name);
  }),
);

describe('every exported async function rejects on bad input', () => {
  it('enumerates the actions and the client methods', () => {
    expect(actionEntries.length).toBeGreaterThanOrEqual(29);
    expect(methodNames).toEqual(
      expect.arrayContaining(['sendOTP', 'executeUserOp', 'signUserOp', 'request']),
    );
  });

  it.each(actionEntries.filter(([name]) => SYNC_ACTIONS.has(name)))('%s(client, bad) throws', (name, fn) => {
    for (const { client, calls } of clients()) {
      for (const input of BAD_INPUTS) expect(() => fn(client, input)).toThrow(ValidationError);
      expect(calls).toEqual([]);
    }
    expect(() => fn(undefined, undefined)).toThrow(SatchelError);
  });

  it.each(actionEntries.filter(([name]) => !SYNC_ACTIONS.has(name)))('%s(client, bad)', async (name, fn) => {
    for (const { state, client, calls } of clients()) {
      for (const input of BAD_INPUTS) {
        const label = `${name} (${state}, ${describeInput(input)})`;
        const outcome = await settle(label, () => fn(client, input));
        if (RESOLVING_ACTIONS.has(name)) {
          expect({ label, value: outcome.resolved && outcome.value }).toEqual({ label, value: false });
          continue;
        }
        expect({ label, resolved: outcome.resolved }).toEqual({ label, resolved: false });
        expect(outcome.resolved || outcome.error).toBeInstanceOf(SatchelError);
        const inputState = LOGIN_ACTIONS.has(name) ? 'logged out' : 'logged in';
        const inputChecked = !INPUTLESS_ACTIONS.has(name) && state === inputState;
        if (inputChecked)
          expect({ label, refused: refusesInput(name, outcome.error) }).toEqual({ label, refused: true });
        if (!INPUTLESS_ACTIONS.has(name)) expect({ label, calls }).toEqual({ label, calls: [] });
      }
      // A non-client is refused too, asynchronously (`verifyLogin` resolves false).
      const refused = await settle(`${name}(undefined)`, () => fn(undefined, undefined));
      expect(refused.resolved ? refused.value : false).toBe(false);
    }
  });

  it.each(methodNames)('client.%s(bad…)', async (name) => {
    for (const { state, client, calls } of clients()) {
      const method = (client as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      for (const input of BAD_INPUTS) {
        const label = `${name} (${state}, ${describeInput(input)})`;
        const outcome = await settle(label, () => method.call(client, input, input, input, input));
        if (INPUTLESS_METHODS.has(name)) {
          // No input to refuse: a logged-in client may answer; a failure is still a rejected SatchelError.
          if (!outcome.resolved) expect(outcome.error).toBeInstanceOf(SatchelError);
          continue;
        }
        expect({ label, resolved: outcome.resolved }).toEqual({ label, resolved: false });
        expect(outcome.resolved || outcome.error).toBeInstanceOf(SatchelError);
        expect({ label, calls }).toEqual({ label, calls: [] });
      }
    }
  });
});
