import { Alert, Box, Button, Link, Typography } from '@mui/material';
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
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Button variant="outlined" onClick={() => navigate('/home')}>
          ← Home
        </Button>
        <Typography
          variant="h4"
          component="h1"
          // Phones: a smaller title that wraps, so the row never outgrows the screen.
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {title}
        </Typography>
        <Link href={DOCS_URL} target="_blank" rel="noreferrer" underline="hover">
          Documentation
        </Link>
      </Box>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {error && (
        <Alert
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
