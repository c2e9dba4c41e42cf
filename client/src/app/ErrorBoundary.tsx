import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error?: Error;
}

/** Shows what went wrong instead of a blank page; "Back to start" reloads at `/`. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Demo crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', mt: 8, px: 2 }}>
        <Alert severity="error" role="alert">
          <AlertTitle>Something went wrong</AlertTitle>
          {this.state.error.message}
        </Alert>
        <Button sx={{ mt: 2 }} variant="contained" onClick={() => window.location.assign('/')}>
          Back to start
        </Button>
      </Box>
    );
  }
}
