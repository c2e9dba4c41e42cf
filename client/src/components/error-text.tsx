import { lazy, Suspense } from 'react';

// Alert and its icons load with the first error, not with every page that could show one.
const Alert = lazy(() => import('@mui/material/Alert'));

/** A red error with a cross (spec §8), or nothing. */
export function ErrorText({ message, testId = 'error' }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Alert
        severity="error"
        data-testid={testId}
        sx={{ mt: 2, wordBreak: 'break-word' }}
        icon={<span aria-hidden>✕</span>}
      >
        {message}
      </Alert>
    </Suspense>
  );
}
