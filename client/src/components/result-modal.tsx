import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button.js';
import { JsonView, jsonText } from './json-view.js';

export interface ResultModalProps {
  open: boolean;
  title: string;
  tagLine?: string;
  /** The data to show and copy. */
  value?: unknown;
  /** Shown in red instead of the value. */
  error?: string;
  onClose: () => void;
  /** Extra content above the raw JSON (e.g. the portfolio table). */
  children?: ReactNode;
}

/** Result of a call: title, tag line, the JSON (or the error in red), copy (5 s confirmation) and Close. */
export function ResultModal({ open, title, tagLine, value, error, onClose, children }: ResultModalProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="result-modal">
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        {tagLine && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {tagLine}
          </Typography>
        )}
        <IconButton aria-label="Dismiss" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          ×
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Typography color="error" data-testid="result-error" sx={{ wordBreak: 'break-word' }}>
            ✕ {error}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {children}
            <JsonView value={value} testId="result-json" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {!error && <CopyButton text={jsonText(value)} />}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
