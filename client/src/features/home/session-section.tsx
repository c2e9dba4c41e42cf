import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { DEMO } from '../../lib/demo-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../backend/backend-context.js';
import type { SessionInfo } from '../../backend/types.js';
import { CopyButton } from '../../components/copy-button.js';
import { ErrorText } from '../../components/error-text.js';
import { JsonView } from '../../components/json-view.js';
import { Section } from '../../components/section.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';

const HIDDEN = '•••••••• (hidden: Show private key)';

/** The session with its private key masked until the user asks for it (a screen share must not leak it). */
function SessionJson({ session }: { session: SessionInfo['session'] | undefined }) {
  const [shown, setShown] = useState(false);
  const hasKey = !!session && 'sessionPrivKey' in session;
  const value = hasKey && !shown ? { ...session, sessionPrivKey: HIDDEN } : session;
  return (
    <>
      <JsonView value={value} testId="session-info-json" />
      {hasKey && (
        <Box>
          <Button size="small" onClick={() => setShown((s) => !s)} data-testid="toggle-private-key">
            {shown ? 'Hide private key' : 'Show private key'}
          </Button>
        </Box>
      )}
    </>
  );
}

function SessionInfoModal({ info, onClose }: { info: SessionInfo | undefined; onClose: () => void }) {
  const viaModal = localStorage.getItem(STORAGE_KEYS.loginMethod) === 'onboarding';
  return (
    <Dialog open={!!info} onClose={onClose} maxWidth="md" fullWidth data-testid="session-info-modal">
      <DialogTitle>{DEMO.sessionInformation}</DialogTitle>
      <DialogContent dividers>
        {viaModal ? (
          <Typography data-testid="session-info-onboarding">{DEMO.sessionInfoOnboarding}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {info?.holds && (
              <Box data-testid="session-info-holds">
                <Typography variant="body2">
                  <b>This browser holds:</b> {info.holds.browser}
                </Typography>
                <Typography variant="body2">
                  <b>The BFF holds:</b> {info.holds.bff}
                </Typography>
              </Box>
            )}
            <Typography variant="subtitle2">Session</Typography>
            <SessionJson session={info?.session} />
            <Typography variant="subtitle2">Auth token</Typography>
            <Typography variant="body2" color="text.secondary">
              The bearer token the next request would carry (valid 90 minutes).
            </Typography>
            <JsonView value={info?.authToken} testId="session-auth-token" />
            {info?.authToken && (
              <Box>
                <CopyButton text={info.authToken} label="Copy token" />
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Log out (SDK session, stored Google token, stored session → /) and Show Session Info. */
export function SessionSection() {
  const { backend } = useBackend();
  const navigate = useNavigate();
  const [info, setInfo] = useState<SessionInfo>();
  const [error, setError] = useState<string>();

  const logout = async () => {
    await backend.logout();
    for (const key of [
      STORAGE_KEYS.googleToken,
      STORAGE_KEYS.loginMethod,
      STORAGE_KEYS.status,
      STORAGE_KEYS.email,
    ])
      localStorage.removeItem(key);
    navigate('/');
  };

  const showInfo = async () => {
    setError(undefined);
    try {
      setInfo(await backend.sessionInfo());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Section
      title="Session"
      subtitle="Show Session Info says what of the session this browser holds and what the BFF holds."
      testId="session-section"
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={showInfo}>
          Show Session Info
        </Button>
        <Button variant="contained" color="error" onClick={logout}>
          Log out
        </Button>
      </Box>
      <ErrorText message={error} />
      <SessionInfoModal info={info} onClose={() => setInfo(undefined)} />
    </Section>
  );
}
