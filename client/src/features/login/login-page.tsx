import { Box, Typography } from '@mui/material';
import { DEMO } from '../../lib/demo-messages.js';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBackend } from '../../backend/backend-context.js';
import { FullPageSpinner } from '../../components/full-page-spinner.js';
import { nextPath } from '../../lib/next-path.js';
import { ConfigPanel } from './config-panel.js';
import { LoginTabs } from './login-tabs.js';

// The notice (after a guarded page sent the user here) is rare: Alert and its icons load only then.
const Alert = lazy(() => import('@mui/material/Alert'));
// Grid container spacing={3} with md 4/8 columns, as a CSS grid: Grid's widths (4/12 of the row less 8/12 of the
// 24 px gap), items not stretched, without Grid's code.
const COLUMNS_SX = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, calc(100% / 3 - 16px)) minmax(0, 1fr)' },
} as const;

export function LoginPage() {
  const { auth } = useBackend();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  if (auth.status === 'restoring') return <FullPageSpinner />;
  if (auth.status === 'logged-in') return <Navigate to={nextPath(location.search)} replace />;
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {DEMO.welcome}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Log in with any method below to try the embedded wallet: reads, transfers, raw transactions and
        signing.
      </Typography>
      {notice && (
        <Suspense fallback={null}>
          <Alert severity="warning" sx={{ mb: 3 }} data-testid="login-notice">
            {notice}
          </Alert>
        </Suspense>
      )}
      <Box sx={COLUMNS_SX}>
        <ConfigPanel />
        <LoginTabs />
      </Box>
    </Box>
  );
}
