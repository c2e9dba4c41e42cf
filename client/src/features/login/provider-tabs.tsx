import { Box, Button, Typography } from '@mui/material';
import { DEMO } from '../../lib/demo-messages.js';
import { useBackend } from '../../backend/backend-context.js';
import { socialAuthorizeUrl } from '../../backend/oauth/social-redirect.js';
import { ErrorText } from '../../components/error-text.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import { useLocation } from 'react-router';
import { nextPath } from '../../lib/next-path.js';
import { useLoginAction } from './use-login-action.js';

// A flex column with gaps: what Stack spacing={2} lays out, without Stack's code on the first load.
const COLUMN_SX = { display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' } as const;

export function GoogleTab() {
  const { backend } = useBackend();
  const { busy, error, login } = useLoginAction();
  const signIn = () =>
    login('google', async () => {
      try {
        await backend.loginWithGoogle();
      } catch (e) {
        // Spec §8: a failed Google login removes the stored token.
        localStorage.removeItem(STORAGE_KEYS.googleToken);
        throw e;
      }
    });
  return (
    <Box sx={COLUMN_SX}>
      <Typography color="text.secondary">Sign in with a Google account in a pop-up window.</Typography>
      <Button variant="contained" onClick={signIn} disabled={busy} sx={{ height: 40 }}>
        <Typography component="span" sx={{ fontWeight: 800, mr: 1 }}>
          G
        </Typography>
        Sign in with Google
      </Button>
      <ErrorText message={error} />
    </Box>
  );
}

/** Apple and X: a full-page redirect to the provider, back on /auth/callback/… (api mode only). */
export function SocialTab({ provider }: { provider: 'apple' | 'twitter' }) {
  const { backend } = useBackend();
  const { error, setError } = useLoginAction();
  const { search } = useLocation();
  const name = provider === 'apple' ? 'Apple' : 'X';
  const start = () => {
    if (!backend.supports[provider]) return setError(DEMO.loginNotSupportedInSdkMode);
    // The provider sends the browser back to the callback route, not here: keep where the user was going.
    sessionStorage.setItem(STORAGE_KEYS.oauthNext, nextPath(search));
    window.location.assign(socialAuthorizeUrl(provider));
  };
  return (
    <Box sx={COLUMN_SX}>
      <Typography color="text.secondary">
        {backend.supports[provider]
          ? `You will be sent to ${name} and brought back here once you sign in.`
          : `${name} sign-in goes through the demo backend, so it needs api mode.`}
      </Typography>
      <Button
        variant="contained"
        color="inherit"
        onClick={start}
        sx={{ bgcolor: '#111827', color: '#fff', '&:hover': { bgcolor: '#1f2937' } }}
      >
        Sign in with {name}
      </Button>
      <ErrorText message={error} />
    </Box>
  );
}

export function OnboardingTab() {
  const { backend } = useBackend();
  const { busy, error, login } = useLoginAction();
  if (!backend.supports.onboardingModal)
    return (
      <Typography color="text.secondary">
        The Onboarding Modal runs the SDK in the browser: switch to sdk mode to try it.
      </Typography>
    );
  return (
    <Box sx={COLUMN_SX}>
      <Typography color="text.secondary">
        Open Satchel&apos;s hosted sign-in page in a modal over this app.
      </Typography>
      <Button
        variant="contained"
        onClick={() => login('onboarding', () => backend.loginWithOnboardingModal())}
        disabled={busy}
      >
        Open Onboarding Modal
      </Button>
      <ErrorText message={error} />
    </Box>
  );
}
