import { AppBar, Box, Button, Chip, Link, Toolbar, Typography } from '@mui/material';
import { SDK_VERSION } from '@satchel/sdk';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBackend } from '../backend/BackendContext.js';
import { SatchelIcon } from '../components/SatchelIcon.js';
import { SOURCE_URL } from '../config/env.js';

// The drawer (and its JSON viewer) loads the first time it is opened, not with the first page.
const ApiLogsDrawer = lazy(async () => ({
  default: (await import('../features/api-logs/ApiLogsDrawer.js')).ApiLogsDrawer,
}));

/** Chrome on every route: mark, title, SDK version, mode badge, source link, and in api mode the logs drawer. */
export function TopBar() {
  const { backend } = useBackend();
  const [logsOpen, setLogsOpen] = useState(false);
  const [logsUsed, setLogsUsed] = useState(false);
  return (
    <AppBar position="sticky" sx={{ background: 'linear-gradient(90deg, #312e81, #4f46e5)' }}>
      <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none' }}
        >
          <SatchelIcon />
          <Typography variant="h6" component="span" data-testid="app-title">
            Satchel
          </Typography>
        </Box>
        <Chip
          size="small"
          label={`SDK v${SDK_VERSION}`}
          data-testid="sdk-version"
          sx={{ color: '#e0e7ff', borderColor: 'rgba(224,231,255,0.5)' }}
          variant="outlined"
        />
        <Chip
          size="small"
          label={backend.mode.toUpperCase()}
          data-testid="mode-badge"
          sx={{ bgcolor: '#fbbf24', color: '#1f2937', fontWeight: 700 }}
        />
        <Box sx={{ flex: 1 }} />
        {backend.supports.apiLogs && (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => {
              setLogsUsed(true);
              setLogsOpen(true);
            }}
            sx={{ borderColor: 'rgba(255,255,255,0.5)', whiteSpace: 'nowrap' }}
          >
            View API Logs
          </Button>
        )}
        <Link
          href={SOURCE_URL}
          target="_blank"
          rel="noreferrer"
          color="inherit"
          underline="hover"
          sx={{ fontSize: 14 }}
        >
          Source
        </Link>
      </Toolbar>
      {backend.supports.apiLogs && logsUsed && (
        <Suspense fallback={null}>
          <ApiLogsDrawer open={logsOpen} onClose={() => setLogsOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
