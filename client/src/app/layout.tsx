import { Box, Container } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary.js';
import { TopBar } from './top-bar.js';

export function Layout() {
  // A page that throws shows the error; navigating elsewhere gives the next page a fresh boundary.
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar />
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Container>
    </Box>
  );
}
