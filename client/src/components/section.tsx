import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card on a page. */
export function Section({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h6">{title}</Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {!subtitle && <div style={{ height: 12 }} />}
      {children}
    </Paper>
  );
}
