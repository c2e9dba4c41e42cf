import { Alert, Box, Grid, Typography } from '@mui/material';
import { DEMO } from '@satchel/shared';
import { Navigate, useLocation } from 'react-router';
import { useBackend } from '../../backend/BackendContext.js';
import { FullPageSpinner } from '../../components/FullPageSpinner.js';
import { ConfigPanel } from './ConfigPanel.js';
import { LoginTabs } from './LoginTabs.js';

export function LoginPage() {
  const { auth } = useBackend();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (auth.status === 'restoring') return <FullPageSpinner />;
  if (auth.status === 'logged-in') return <Navigate to="/home" replace />;
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
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="login-notice">
          {notice}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ConfigPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <LoginTabs />
        </Grid>
      </Grid>
    </Box>
  );
}
