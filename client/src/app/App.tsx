import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { BackendProvider } from '../backend/BackendProvider.js';
import { ConfigProvider } from '../config/ConfigProvider.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { router } from './router.js';
import { theme } from './theme.js';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <ConfigProvider>
          <BackendProvider>
            <RouterProvider router={router} />
          </BackendProvider>
        </ConfigProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
