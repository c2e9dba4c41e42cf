/** @jest-environment jsdom */
import './helpers/node-globals.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEMO_CLIENT, SESSION_STORAGE_KEY } from '@satchel/shared';
import { SessionKey, tokenTransfer, type SatchelClient } from '../../src/index.js';
import { useOrders } from '../../src/react/hooks/use-orders.js';
import { useChains } from '../../src/react/hooks/use-chains.js';
import { useSatchel } from '../../src/react/hooks/use-satchel.js';
import { useSession } from '../../src/react/hooks/use-session.js';
import { SatchelProvider, type SatchelConfig } from '../../src/react/provider/satchel-provider.js';
import { readDevCode, startPlatform, type ServicePlatform } from '@satchel/test-support';
import { nodeFetch } from './helpers/node-fetch.js';

let platform: ServicePlatform;
beforeAll(async () => {
  platform = await startPlatform({ service: 'sources', dbPath: ':memory:', settleMs: 1000 });
}, 60000);
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const configFor = (platformUrl: string): SatchelConfig => ({
  environment: 'sandbox',
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
  platformUrl,
  fetch: nodeFetch,
});

const seen = { statuses: [] as string[], clients: [] as SatchelClient[] };

function Probe() {
  const client = useSatchel();
  const { status, userSWA, logout } = useSession();
  seen.statuses.push(status);
  seen.clients.push(client);
  return (
    <>
      <output data-testid="status">{status}</output>
      <output data-testid="user">{userSWA ?? ''}</output>
      <button type="button" onClick={logout}>
        Log out
      </button>
    </>
  );
}

function Chains() {
  const { data, error } = useChains();
  return (
    <output data-testid="chains">{error ? `error:${error.message}` : data ? String(data.length) : ''}</output>
  );
}

/** The order of one job, re-queried every 100 ms until final; every status it showed is kept. */
const jobStatuses: string[] = [];
function JobStatus({ jobId }: { jobId: string }) {
  const { data } = useOrders({ intentId: jobId }, { pollUntilFinal: true, pollIntervalMs: 100 });
  const status = data?.map((order) => order.status).join(',') ?? '';
  if (status && jobStatuses.at(-1) !== status) jobStatuses.push(status);
  return <output data-testid="job">{status}</output>;
}

const mount = (config = configFor(platform.url), extra: ReactNode = null) => {
  seen.statuses = [];
  seen.clients = [];
  return render(
    <SatchelProvider config={config}>
      <Probe />
      {extra}
    </SatchelProvider>,
  );
};
const statusIs = (status: string) =>
  waitFor(() => expect(screen.getByTestId('status').textContent).toBe(status), { timeout: 10000 });

/** A real email OTP login through the provider's client (what the modal does). */
async function logIn(email: string): Promise<string> {
  const client = seen.clients.at(-1)!;
  const { token } = await client.sendOTP(email, 'email');
  const { otp } = await readDevCode(platform.url, email);
  let userSWA: unknown;
  await act(async () => {
    userSWA = await client.loginUsingEmail(email, otp, token);
  });
  if (typeof userSWA !== 'string') throw new Error(`login failed: ${String((userSWA as Error)?.message)}`);
  return userSWA;
}

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

describe('SatchelProvider', () => {
  it('renders logged-out at once when nothing is stored (no restoring in a browser)', async () => {
    mount();
    expect(seen.statuses).toEqual(['logged-out']);
  });

  it('persists a login under satchel_session, restores it on the next mount (user keys re-synced), clears on logout', async () => {
    mount(configFor(platform.url), <Chains />);
    await statusIs('logged-out');
    const userSWA = await logIn(`provider-${Date.now()}@example.com`);
    await statusIs('logged-in');
    expect(screen.getByTestId('user').textContent).toBe(userSWA);
    expect(Object.keys(stored())).toEqual(['sessionPrivKey', 'sessionPubKey', 'userSWA']);
    expect(stored().userSWA).toBe(userSWA);
    await waitFor(() => expect(Number(screen.getByTestId('chains').textContent)).toBeGreaterThan(0), {
      timeout: 10000,
    });

    cleanup(); // a reload: a new provider and client over the same storage
    mount();
    // The first render already shows the stored session (no "Loading…" frame); the user keys follow.
    expect(seen.statuses[0]).toBe('logged-in');
    expect(screen.getByTestId('user').textContent).toBe(userSWA);
    await waitFor(() => expect(seen.clients.at(-1)!.userKeys?.userSWA).toBe(userSWA), { timeout: 10000 });
    expect(new Set(seen.statuses)).toEqual(new Set(['logged-in']));

    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    await statusIs('logged-out');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(seen.clients.at(-1)!.isLoggedIn()).toBe(false);
  }, 30000);

  it('useOrders polls a fresh order until its final status', async () => {
    const view = mount();
    await statusIs('logged-out');
    await logIn(`orders-${Date.now()}@example.com`);
    await statusIs('logged-in');
    const client = seen.clients.at(-1)!;
    const jobId = await tokenTransfer(client, {
      caip2Id: 'eip155:84532',
      recipient: '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b',
      token: '',
      amount: '1000',
    });
    view.rerender(
      <SatchelProvider config={configFor(platform.url)}>
        <Probe />
        <JobStatus jobId={jobId} />
      </SatchelProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('job').textContent).toBe('SUCCESSFUL'), { timeout: 15000 });
    // The platform settles after 1 s: the hook saw the order pending first, then polled it to its final status.
    expect(jobStatuses.length).toBeGreaterThan(1);
    expect(['INITIATED', 'IN_PROGRESS', 'PENDING']).toContain(jobStatuses[0]);
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    await statusIs('logged-out');
  }, 30000);

  it('a stored session the platform refuses (401) is cleared', async () => {
    const key = SessionKey.create();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        sessionPrivKey: key.privateKeyHex,
        sessionPubKey: key.publicKeyHex,
        userSWA: DEMO_CLIENT.clientSWA,
      }),
    );
    mount();
    expect(seen.statuses[0]).toBe('logged-in'); // until the platform says otherwise
    await statusIs('logged-out');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a stored session survives an unreachable platform (kept for a later retry)', async () => {
    const key = SessionKey.create();
    const session = {
      sessionPrivKey: key.privateKeyHex,
      sessionPubKey: key.publicKeyHex,
      userSWA: DEMO_CLIENT.clientSWA,
    };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    let refused!: () => void;
    const userKeysRefused = new Promise<void>((resolve) => (refused = resolve));
    const fetch: typeof nodeFetch = (input, init) =>
      nodeFetch(input, init).catch((error: unknown) => {
        setTimeout(refused);
        throw error;
      });
    mount({ ...configFor('http://127.0.0.1:9'), fetch }); // discard port: connection refused
    await act(() => userKeysRefused);
    expect(new Set(seen.statuses)).toEqual(new Set(['logged-in']));
    expect(stored()).toEqual(session);
  });

  it('hydrating a server render: restoring as the server rendered it, then the stored session, no mismatch', async () => {
    const key = SessionKey.create();
    const session = {
      sessionPrivKey: key.privateKeyHex,
      sessionPubKey: key.publicKeyHex,
      userSWA: DEMO_CLIENT.clientSWA,
    };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    const app = (
      <SatchelProvider config={configFor('http://127.0.0.1:9')}>
        <Probe />
      </SatchelProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app); // what a server sends: it cannot know the browser's session
    expect(container.textContent).toContain('restoring');
    document.body.appendChild(container);
    seen.statuses = [];
    const recovered: unknown[] = [];
    const root = hydrateRoot(container, app, { onRecoverableError: (error) => recovered.push(error) });
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('logged-in'));
    expect(seen.statuses[0]).toBe('restoring');
    expect(recovered).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('drops a malformed or mismatched stored session', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    mount();
    expect(seen.statuses).toEqual(['logged-out']);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    cleanup();
    const [a, b] = [SessionKey.create(), SessionKey.create()];
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        sessionPrivKey: a.privateKeyHex,
        sessionPubKey: b.publicKeyHex,
        userSWA: DEMO_CLIENT.clientSWA,
      }),
    );
    mount();
    await statusIs('logged-out');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps one client per config value across renders', async () => {
    const view = mount();
    await statusIs('logged-out');
    view.rerender(
      <SatchelProvider config={{ ...configFor(platform.url) }}>
        <Probe />
      </SatchelProvider>,
    );
    expect(new Set(seen.clients).size).toBe(1);
    view.rerender(
      <SatchelProvider config={{ ...configFor(platform.url), environment: 'staging' }}>
        <Probe />
      </SatchelProvider>,
    );
    expect(new Set(seen.clients).size).toBe(2);
  });
});
