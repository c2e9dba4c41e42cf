'use client';
import {
  usePortfolio,
  useSatchel,
  useSendOtp,
  useLoginWithEmail,
  useSession,
  useTokenTransfer,
  useWaitForOrder,
} from '@satchel/sdk/react';
import { useState, type FormEvent } from 'react';

const BASE_SEPOLIA = 'eip155:84532';
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';

export function Wallet() {
  const session = useSession();
  if (session.status === 'error')
    return <p role="alert">Satchel is not configured: {session.error.message}</p>;
  // Only the server's render and hydration: in the browser a stored session shows at once.
  if (session.status === 'restoring') return <p>Loading…</p>;
  if (session.status === 'logged-out') return <EmailLogin />;
  return (
    <>
      <p>
        Signed in as {session.userSWA} <button onClick={session.logout}>Log out</button>
      </p>
      <Balance />
      <ServerRead />
    </>
  );
}

function EmailLogin() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const sendOtp = useSendOtp();
  const login = useLoginWithEmail();
  const failure = login.error ?? sendOtp.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendOtp.status === 'success') login.mutate(email, code, sendOtp.data.token);
    else sendOtp.mutate(email, 'email');
  };
  return (
    <form onSubmit={submit}>
      <label>
        Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      {sendOtp.status === 'success' && (
        <label>
          Code <input inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
      )}
      <button type="submit" disabled={sendOtp.isPending || login.isPending}>
        {sendOtp.status === 'success' ? 'Log in' : 'Send code'}
      </button>
      {failure && <p role="alert">{failure.message}</p>}
    </form>
  );
}

function Balance() {
  const portfolio = usePortfolio();
  const wait = useWaitForOrder();
  const transfer = useTokenTransfer({ onSuccess: (jobId) => wait.mutate(jobId) });
  if (portfolio.error) return <p role="alert">{portfolio.error.message}</p>;
  if (!portfolio.data) return <p>Loading your balance…</p>;
  const eth = portfolio.data.groupTokens
    .flatMap((group) => group.tokens ?? [group])
    .find((token) => token.caipId === BASE_SEPOLIA && token.symbol === 'ETH');
  const send = () =>
    transfer.mutate({ caip2Id: BASE_SEPOLIA, recipient: RECIPIENT, token: '', amount: 10n ** 15n });
  return (
    <>
      <p>Balance: {eth?.balance ?? '0'} ETH</p>
      <button onClick={send}>Send 0.001 ETH</button>
      {transfer.status === 'error' && <p role="alert">{transfer.error.message}</p>}
      {wait.status === 'pending' && <p>Sending…</p>}
      {wait.status === 'success' && <p>Sent: {wait.data.status}</p>}
      {wait.status === 'error' && <p role="alert">{wait.error.message}</p>}
    </>
  );
}

/** The route handlers (app/api/portfolio), Node and Edge, read the portfolio with the session this page hands them. */
function ServerRead() {
  const client = useSatchel();
  const [answers, setAnswers] = useState<string[]>([]);
  const read = async () => {
    const body = JSON.stringify(client.getSessionConfig());
    const texts = await Promise.all(
      ['/api/portfolio', '/api/portfolio/edge'].map(async (url) => {
        const answer = await fetch(url, { method: 'POST', body });
        const json = (await answer.json()) as { runtime?: string; holdings?: number; error?: string };
        return json.error ? `${url}: ${json.error}` : `${json.runtime}: ${json.holdings} holdings`;
      }),
    );
    setAnswers(texts);
  };
  return (
    <>
      <button onClick={read}>Read on the server</button>
      {answers.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}
