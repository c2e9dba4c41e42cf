import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PLATFORM_IS_LOCAL, PLATFORM_URL } from '../../config/env.js';
import { useBackend } from '../../backend/backend-context.js';
import { ErrorText } from '../../components/error-text.js';
import { useConfig } from '../../config/config-provider.js';
import { DEMO } from '../../lib/demo-messages.js';
import { errorText, useLoginAction } from './use-login-action.js';

/** Asks the local platform's dev helper for a client JWT (docs/protocol.md §17.3), so the JWT login can be tried at once. */
async function fetchTestJwt(clientSWA: string): Promise<string> {
  const sub = `demo-${crypto.randomUUID().slice(0, 8)}`;
  const res = await fetch(`${PLATFORM_URL}/dev/client-jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sub, email: `${sub}@example.com`, clientSWA }),
  });
  const body = (await res.json().catch(() => ({}))) as {
    data?: { jwt?: string };
    error?: { message?: string };
  };
  if (!res.ok || !body.data?.jwt) throw new Error(body.error?.message ?? `HTTP ${res.status}`);
  return body.data.jwt;
}

export function JwtTab() {
  const { backend } = useBackend();
  const { config } = useConfig();
  const { busy, error, setError, login } = useLoginAction();
  const [jwt, setJwt] = useState('');

  const submit = () => {
    if (!jwt.trim()) return setError(DEMO.enterValidJwt);
    void login('jwt', () => backend.loginWithJwt(jwt.trim()));
  };

  const getTestToken = async () => {
    setError(undefined);
    try {
      setJwt(await fetchTestJwt(config.clientSWA));
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="JWT token"
        multiline
        minRows={3}
        value={jwt}
        onChange={(e) => setJwt(e.target.value)}
        placeholder="eyJhbGciOiJFUzI1NksiLCJ0eXAiOiJKV1QifQ…"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Login with JWT
        </Button>
        {PLATFORM_IS_LOCAL && (
          <>
            <Button variant="outlined" onClick={getTestToken} disabled={busy}>
              Get a test token
            </Button>
            <Typography variant="caption" color="text.secondary">
              Issued by the local platform for the configured client.
            </Typography>
          </>
        )}
      </Box>
      <ErrorText message={error} />
    </Stack>
  );
}
