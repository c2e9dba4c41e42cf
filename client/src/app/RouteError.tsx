import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useRouteError } from 'react-router';

/** A route that throws while rendering shows this instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>Something went wrong</AlertTitle>
        {message}
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" onClick={() => window.location.assign('/')}>
        Back to start
      </Button>
    </Box>
  );
}
