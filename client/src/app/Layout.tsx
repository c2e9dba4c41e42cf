import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { TopBar } from './TopBar.js';

export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar />
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
