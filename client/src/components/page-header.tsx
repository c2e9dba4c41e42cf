import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { DOCS_URL } from '../config/env.js';

/** Home button, title, documentation link and the page's red error banner. */
export function PageHeader({
  title,
  subtitle,
  error,
  onDismiss,
}: {
  title: string;
  subtitle?: string;
  error?: string;
  onDismiss?: () => void;
}) {
  const navigate = useNavigate();
  // The banner sits at the top of the page, the button that caused it often far below (always on a phone):
  // bring it into view, or the tap seems to do nothing.
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) banner.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error]);
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Button variant="outlined" onClick={() => navigate('/home')}>
          ← Home
        </Button>
        <Typography
          variant="h4"
          component="h1"
          // Phones: a smaller title on a line of its own, wrapping between words only.
          sx={{
            flex: { xs: '1 1 100%', sm: 1 },
            order: { xs: 1, sm: 0 },
            minWidth: 0,
            overflowWrap: 'break-word',
            fontSize: { xs: '1.6rem', sm: '2.125rem' },
          }}
        >
          {title}
        </Typography>
        <Link
          href={DOCS_URL}
          target="_blank"
          rel="noreferrer"
          underline="hover"
          sx={{ ml: { xs: 'auto', sm: 0 } }}
        >
          Documentation
        </Link>
      </Box>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {error && (
        <Alert
          ref={banner}
          severity="error"
          variant="filled"
          onClose={onDismiss}
          sx={{ mt: 2, wordBreak: 'break-word' }}
          data-testid="error-banner"
        >
          {error}
        </Alert>
      )}
    </Box>
  );
}
