import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ textAlign: 'center', mt: 10 }}>
      <Typography variant="h4" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Nothing lives at <code>{pathname}</code>.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the start page
      </Button>
    </Box>
  );
}
