// The React test page of the browser tests: the BUILT `@satchel/sdk/react` in a plain app.
import { DEMO_CLIENT } from '@satchel/shared';
import {
  AuthModal,
  GoogleSignInButton,
  SatchelProvider,
  authenticateWithModal,
  useSatchel,
  useSession,
} from '@satchel/sdk/react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/* global PLATFORM_URL */
const config = {
  environment: 'sandbox',
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
  platformUrl: PLATFORM_URL,
  googleAuthUrl: `${PLATFORM_URL}/oauth/google/authorize`,
  googleClientId: 'satchel-local-web',
  logLevel: 'warn', // the ignored foreign messages' warnings are checked
};

// Every status the provider went through since this page loaded.
window.statusHistory = [];

function App() {
  const client = useSatchel();
  const { status, userSWA, logout } = useSession();
  const [result, setResult] = useState('');
  const [events, setEvents] = useState([]);
  const [declarative, setDeclarative] = useState(false);
  const note = (event) => setEvents((all) => [...all, event]);

  useEffect(() => {
    window.statusHistory.push(status);
  }, [status]);

  const openModal = () => {
    setResult('pending');
    authenticateWithModal(client, {
      onSuccess: () => note('success'),
      onError: (e) => note(`error:${e.message}`),
      onClose: () => note('close'),
    }).then(
      (swa) => setResult(`ok:${swa}`),
      (e) => setResult(`rejected:${e.message}`),
    );
  };

  return (
    <main>
      <h1>Satchel React test page</h1>
      <p>
        status: <output data-testid="status">{status}</output>
      </p>
      <p>
        user: <output data-testid="user">{userSWA ?? ''}</output>
      </p>
      <p>
        result: <output data-testid="result">{result}</output>
      </p>
      <p>
        events: <output data-testid="events">{events.join('|')}</output>
      </p>
      <button type="button" onClick={openModal}>
        Open modal
      </button>
      <button type="button" onClick={() => setDeclarative(true)}>
        Open AuthModal
      </button>
      <GoogleSignInButton
        size="medium"
        onSuccess={(swa) => setResult(`ok:${swa}`)}
        onError={(e) => setResult(`rejected:${e.message}`)}
      />
      <button type="button" onClick={logout}>
        Log out
      </button>
      <AuthModal
        open={declarative}
        onSuccess={(swa) => {
          setDeclarative(false);
          setResult(`ok:${swa}`);
        }}
        onClose={() => setDeclarative(false)}
      />
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <SatchelProvider config={config}>
    <App />
  </SatchelProvider>,
);
