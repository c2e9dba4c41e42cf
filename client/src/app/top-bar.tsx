import { Box, Button, Typography, type Theme } from '@mui/material';
import { SDK_VERSION } from '@satchel/sdk';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBackend } from '../backend/backend-context.js';
import { Pill } from '../components/pill.js';
import { SatchelIcon } from '../components/satchel-icon.js';
import { SOURCE_URL } from '../config/env.js';

// The drawer (and its JSON viewer) loads the first time it is opened, not with the first page.
const ApiLogsDrawer = lazy(async () => ({
  default: (await import('../features/api-logs/api-logs-drawer.js')).ApiLogsDrawer,
}));

// A header and anchors drawn like MUI's AppBar, Toolbar and Link (the theme's values), not those components: the
// shell is on the first load and none of their behaviour is used here.
const BAR_SX = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  color: 'primary.contrastText',
  boxShadow: 4,
  background: 'linear-gradient(90deg, #312e81, #4f46e5)',
} as const;
const TOOLBAR_SX = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  flexWrap: 'wrap',
  py: { xs: 1, sm: 0 },
  px: { xs: 2, sm: 3 },
} as const;
// Toolbar's heights, a style of its own: its sm media rule would otherwise merge with the gutters' one.
const toolbarHeights = (theme: Theme) => theme.mixins.toolbar;

/** Chrome on every route: mark, title, SDK version, mode badge, source link, and in api mode the logs drawer. */
export function TopBar() {
  const { backend } = useBackend();
  const [logsOpen, setLogsOpen] = useState(false);
  const [logsUsed, setLogsUsed] = useState(false);
  return (
    <Box component="header" sx={BAR_SX}>
      <Box sx={[toolbarHeights, TOOLBAR_SX]}>
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
        <Pill
          variant="outlined"
          data-testid="sdk-version"
          sx={{ color: '#e0e7ff', borderColor: 'rgba(224,231,255,0.5)' }}
        >
          {`SDK v${SDK_VERSION}`}
        </Pill>
        <Pill data-testid="mode-badge" sx={{ bgcolor: '#fbbf24', color: '#1f2937', fontWeight: 700 }}>
          {backend.mode.toUpperCase()}
        </Pill>
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
        <Box
          component="a"
          href={SOURCE_URL}
          target="_blank"
          rel="noreferrer"
          sx={{
            color: 'inherit',
            fontSize: 14,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          Source
        </Box>
      </Box>
      {backend.supports.apiLogs && logsUsed && (
        <Suspense fallback={null}>
          <ApiLogsDrawer open={logsOpen} onClose={() => setLogsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
