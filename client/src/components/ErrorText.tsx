import { Alert } from '@mui/material';

/** A red error with a cross (spec §8), or nothing. */
export function ErrorText({ message, testId = 'error' }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <Alert
      severity="error"
      data-testid={testId}
      sx={{ mt: 2, wordBreak: 'break-word' }}
      icon={<span aria-hidden>✕</span>}
    >
      {message}
    </Alert>
  );
}
