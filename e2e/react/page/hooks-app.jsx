// The hooks test page of the browser tests: the BUILT `@satchel/sdk/react` read and mutation hooks in a plain app.
import { DEMO_CLIENT } from '@satchel/shared';
import {
  SatchelProvider,
  useLoginWithEmail,
  useLogout,
  useOrders,
  usePortfolio,
  usePortfolioActivityPages,
  useSendOtp,
  useSession,
  useSignMessage,
  useTokenTransfer,
  useWaitForOrder,
} from '@satchel/sdk/react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/* global PLATFORM_URL */
const config = {
  environment: 'sandbox',
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
  platformUrl: PLATFORM_URL,
};
const CHAIN = 'eip155:84532';
// Reads refetch only when told to (no focus or reconnect revalidation), so a changed read proves an invalidation.
const QUIET = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false };

// Every `status:isPending` each mutation went through since the page loaded, by name.
window.mutationHistory = {};

/** One mutation's state as outputs (`<name>-status`, `-data`, `-error`), its history recorded. */
function MutationState({ name, mutation }) {
  const { status, isPending, data, error } = mutation;
  useEffect(() => {
    (window.mutationHistory[name] ??= []).push(`${status}:${isPending}`);
  }, [name, status, isPending]);
  const shown = typeof data === 'object' ? JSON.stringify(data) : String(data ?? '');
  return (
    <p>
      {name}: <output data-testid={`${name}-status`}>{status}</output>{' '}
      <output data-testid={`${name}-data`}>{shown}</output>{' '}
      <output data-testid={`${name}-error`}>{error?.message ?? ''}</output>
    </p>
  );
}

function Reads() {
  const portfolio = usePortfolio(QUIET);
  const orders = useOrders(undefined, QUIET);
  // Paged (docs/protocol.md §14.11): two entries a page, "Load more activity" adds the next page below.
  const activity = usePortfolioActivityPages({ ...QUIET, size: 2 });
  // Every balance of the chain: a transfer that settled changes it.
  const balances = portfolio.data?.groupTokens
    .flatMap((group) => group.tokens ?? [group])
    .filter((token) => token.caipId === CHAIN)
    .map((token) => `${token.symbol}=${token.balance}`)
    .join(',');
  return (
    <p>
      balances: <output data-testid="balances">{balances ?? ''}</output> orders:{' '}
      <output data-testid="orders">{orders.data ? orders.data.length : ''}</output> activity:{' '}
      <output data-testid="activity-ids">{activity.rows.map((entry) => entry.id).join(',')}</output> of{' '}
      <output data-testid="activity-count">{activity.count ?? ''}</output>{' '}
      <button type="button" disabled={!activity.hasMore} onClick={() => activity.loadMore()}>
        Load more activity
      </button>
    </p>
  );
}

function App() {
  const { status, userSWA } = useSession();
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [recipient, setRecipient] = useState('');
  const sendOtp = useSendOtp();
  const login = useLoginWithEmail();
  const logout = useLogout();
  const sign = useSignMessage();
  const transfer = useTokenTransfer();
  const wait = useWaitForOrder();
  const token = sendOtp.data?.token;

  return (
    <main>
      <h1>Satchel hooks test page</h1>
      <p>
        status: <output data-testid="status">{status}</output> user:{' '}
        <output data-testid="user">{userSWA ?? ''}</output>
      </p>
      {status === 'logged-in' && <Reads />}
      <label>
        Email <input value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Code <input value={otp} onChange={(e) => setOtp(e.target.value)} />
      </label>
      <label>
        Recipient <input value={recipient} onChange={(e) => setRecipient(e.target.value)} />
      </label>
      <button type="button" onClick={() => sendOtp.mutate(email, 'email')}>
        Send code
      </button>
      <button type="button" onClick={() => login.mutate(email, otp, token ?? '')}>
        Log in
      </button>
      <button type="button" onClick={() => logout.mutate()}>
        Log out
      </button>
      <button type="button" onClick={() => sign.mutate('hello satchel')}>
        Sign
      </button>
      <button
        type="button"
        onClick={() => transfer.mutate({ caip2Id: CHAIN, recipient, token: '', amount: 10n ** 15n })}
      >
        Transfer
      </button>
      <button type="button" onClick={() => wait.mutate(transfer.data)}>
        Wait for order
      </button>
      <button type="button" onClick={() => [sign, transfer].forEach((m) => m.reset())}>
        Reset
      </button>
      <MutationState name="sendOtp" mutation={sendOtp} />
      <MutationState name="login" mutation={login} />
      <MutationState name="logout" mutation={logout} />
      <MutationState name="sign" mutation={sign} />
      <MutationState name="transfer" mutation={transfer} />
      <MutationState name="wait" mutation={wait} />
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <SatchelProvider config={config}>
    <App />
  </SatchelProvider>,
);
