import { Alert, AlertTitle, Box, Button } from '@mui/material';

/** What ErrorBoundary shows: the error's message and "Back to start", which reloads at `/`. */
export function ErrorView({ message }: { message: string }) {
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
