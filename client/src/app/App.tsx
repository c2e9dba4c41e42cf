import { CssBaseline, ThemeProvider } from '@mui/material';
import { BackendProvider } from '../backend/BackendProvider.js';
import { clearSessions } from '../backend/clear-sessions.js';
import { FullPageSpinner } from '../components/FullPageSpinner.js';
import { ConfigProvider } from '../config/ConfigProvider.js';
import { ErrorBoundary } from './ErrorBoundary.js';
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
