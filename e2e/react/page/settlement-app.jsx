// The settlement and session test page: the BUILT `@satchel/sdk/react` hooks as an app uses them — reads that must
// follow settled orders, a failed order, callbacks of quick calls and resets, a 500 ms poll, a session the platform
// forgets, and (with `?badKey`) a client key the SDK refuses.
import { DEMO_CLIENT } from '@satchel/shared';
import { OrderFailedError, getChains } from '@satchel/sdk';
import {
  SatchelProvider,
  useLoginWithEmail,
  useOrders,
  usePortfolio,
  useSendOtp,
  useSatchel,
  useSession,
  useSignMessage,
  useTokenTransfer,
  useWaitForOrder,
} from '@satchel/sdk/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/* global PLATFORM_URL */
const badKey = new URLSearchParams(location.search).has('badKey');
const config = {
  environment: 'sandbox',
  clientPrivateKey: badKey ? 'not-a-key' : DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
  platformUrl: PLATFORM_URL,
};
const CHAIN = 'eip155:84532';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
// Reads refetch only when told to (no focus, reconnect or stale revalidation): a changed read proves an invalidation.
const QUIET = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false };

// What the callbacks heard, by hook, in order.
window.heard = { sign: [], wait: [] };
const hear = (name) => ({
  onSuccess: (data) => window.heard[name].push(`success:${typeof data === 'string' ? data : data.status}`),
  onError: (error) => window.heard[name].push(`error:${error.name}`),
  onSettled: (data, error) => window.heard[name].push(`settled:${error ? 'error' : 'data'}`),
});

const Out = ({ id, children }) => <output data-testid={id}>{children ?? ''}</output>;

function Balance() {
  const portfolio = usePortfolio(QUIET);
  const balance = portfolio.data?.groupTokens
    .flatMap((group) => group.tokens ?? [group])
    .find((token) => token.caipId === CHAIN && token.symbol === 'ETH')?.balance;
  return (
    <p>
      balance: <Out id="balance">{balance}</Out> read: <Out id="read-error">{portfolio.error?.errorCode}</Out>
      <button type="button" onClick={() => portfolio.mutate()}>
        Refresh
      </button>
    </p>
  );
}

/** One order polled every 500 ms until final. */
function Followed({ jobId }) {
  const { data } = useOrders({ intentId: jobId }, { ...QUIET, pollUntilFinal: true, pollIntervalMs: 500 });
  return (
    <p>
      followed: <Out id="followed">{data?.[0]?.status}</Out>
    </p>
  );
}

function App() {
  const session = useSession();
  // Taken in render, used in a handler: with a refused config, rendering goes on and the use fails.
  const client = useSatchel();
  const [chains, setChains] = useState('');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [followedJob, setFollowedJob] = useState('');
  const sendOtp = useSendOtp();
  const login = useLoginWithEmail();
  const sign = useSignMessage(hear('sign'));
  const transfer = useTokenTransfer();
  const unfollowed = useTokenTransfer({ followOrder: false, onSuccess: setFollowedJob });
  const wait = useWaitForOrder(hear('wait'));

  const signThenReset = () => {
    const call = sign.mutateAsync('reset me');
    sign.reset();
    void call.then(() => (window.resetCallDone = true));
  };
  const waitFor = (amount) =>
    transfer
      .mutateAsync({ caip2Id: CHAIN, recipient: RECIPIENT, token: '', amount })
      .then((jobId) => wait.mutate(jobId));

  return (
    <main>
      <p>
        status: <Out id="status">{session.status}</Out> user: <Out id="user">{session.userSWA}</Out> reason:{' '}
        <Out id="reason">{session.reason?.errorCode}</Out> error:{' '}
        <Out id="config-error">{session.error?.message}</Out>
      </p>
      {session.status === 'logged-in' && <Balance />}
      {followedJob && <Followed jobId={followedJob} />}
      <label>
        Email <input value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Code <input value={otp} onChange={(e) => setOtp(e.target.value)} />
      </label>
      <button type="button" onClick={() => sendOtp.mutate(email, 'email')}>
        Send code
      </button>
      <button type="button" onClick={() => login.mutate(email, otp, sendOtp.data?.token ?? '')}>
        Log in
      </button>
      <button
        type="button"
        onClick={() =>
          transfer.mutate({ caip2Id: CHAIN, recipient: RECIPIENT, token: '', amount: 10n ** 15n })
        }
      >
        Transfer
      </button>
      <button
        type="button"
        onClick={() =>
          unfollowed.mutate({ caip2Id: CHAIN, recipient: RECIPIENT, token: '', amount: 10n ** 15n })
        }
      >
        Transfer unfollowed
      </button>
      <button type="button" onClick={() => waitFor(10n ** 40n)}>
        Transfer too much and wait
      </button>
      <button type="button" onClick={() => waitFor(10n ** 14n)}>
        Transfer and wait
      </button>
      <button type="button" onClick={() => [sign.mutate('first'), sign.mutate('second')]}>
        Sign twice
      </button>
      <button
        type="button"
        onClick={() =>
          getChains(client).then(
            (list) => setChains(String(list.length)),
            (error) => setChains(error.message),
          )
        }
      >
        Chains
      </button>
      <button type="button" onClick={signThenReset}>
        Sign then reset
      </button>
      <p>
        login: <Out id="login-status">{login.status}</Out> transfer:{' '}
        <Out id="transfer-status">{transfer.status}</Out> <Out id="transfer-data">{transfer.data}</Out>{' '}
        <Out id="transfer-error">{transfer.error?.errorCode}</Out>
      </p>
      <p>
        chains: <Out id="chains">{chains}</Out>
      </p>
      <p>
        sign: <Out id="sign-status">{sign.status}</Out> <Out id="sign-data">{sign.data}</Out>{' '}
        <Out id="sign-error">{sign.error?.message}</Out>
      </p>
      <p>
        wait: <Out id="wait-status">{wait.status}</Out> <Out id="wait-data">{wait.data?.status}</Out>{' '}
        <Out id="wait-error-class">
          {wait.error instanceof OrderFailedError ? 'OrderFailedError' : wait.error?.name}
        </Out>{' '}
        <Out id="wait-error-order">
          {wait.error instanceof OrderFailedError ? wait.error.order.status : ''}
        </Out>{' '}
        <Out id="wait-error-reason">{wait.error instanceof OrderFailedError ? wait.error.reason : ''}</Out>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <SatchelProvider config={config}>
    <App />
  </SatchelProvider>,
);
