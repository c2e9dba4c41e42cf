import { CssBaseline, ThemeProvider } from '@mui/material';
import { BackendProvider } from '../backend/backend-provider.js';
import { clearSessions } from '../backend/clear-sessions.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { ConfigProvider } from '../config/config-provider.js';
import { ErrorBoundary } from './error-boundary.js';
import { AppRoutes } from './router.js';
import { theme } from './theme.js';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <ConfigProvider fallback={<FullPageSpinner />} onModeSwitch={clearSessions}>
          <BackendProvider>
            <AppRoutes />
          </BackendProvider>
        </ConfigProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
