import { Box, CircularProgress, Typography } from '@mui/material';
import { DEMO } from '../../lib/demo-messages.js';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBackend } from '../../backend/backend-context.js';
import { takeSocialRoundTrip } from '../../backend/oauth/social-redirect.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import { nextPath } from '../../lib/next-path.js';
import { errorText } from './use-login-action.js';

/**
 * /auth/callback/apple and /auth/callback/twitter: exchange the code via the backend, then where the user was going
 * (the login page's `?next=`, kept across the redirect) or /home; on failure /.
 */
export function SocialCallbackPage({ provider }: { provider: 'apple' | 'twitter' }) {
  const { backend } = useBackend();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; a code is single-use
    started.current = true;
    if (!backend.supports[provider]) {
      navigate('/', { replace: true, state: { notice: DEMO.loginNotSupportedInSdkMode } });
      return;
    }
    const { state: savedState, verifier } = takeSocialRoundTrip();
    const next = sessionStorage.getItem(STORAGE_KEYS.oauthNext);
    sessionStorage.removeItem(STORAGE_KEYS.oauthNext);
    const code = params.get('code');
    const state = params.get('state');
    const fail = (message: string) => {
      console.error('Social login failed:', message);
      navigate('/', { replace: true, state: { notice: message } });
    };
    if (!code || !state || (savedState && savedState !== state))
      return fail(params.get('error') ?? 'Sign-in was not completed');
    backend
      .loginWithSocialCallback(provider, { code, state, codeVerifier: verifier ?? undefined })
      .then(() => {
        localStorage.setItem(STORAGE_KEYS.loginMethod, provider);
        // Checked again as the login page checks `?next=`: only a path of this demo.
        navigate(nextPath(next ? `?next=${encodeURIComponent(next)}` : ''), { replace: true });
      })
      .catch((e: unknown) => fail(errorText(e)));
  }, [backend, navigate, params, provider]);

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', mt: 10, gap: 2 }}>
      <CircularProgress />
      <Typography>Completing {provider === 'apple' ? 'Apple' : 'X'} sign-in…</Typography>
    </Box>
  );
}
