import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/** One dialog of the write flow: title, content, actions. */
export function FlowDialog({
  open,
  title,
  testId,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      {/* An address in the page's summary is one long word: it wraps rather than running past a phone's edge. */}
      <DialogContent dividers sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
