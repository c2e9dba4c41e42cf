import { createTheme } from '@mui/material/styles';

const base = createTheme();
const phone = base.breakpoints.down('sm');

/**
 * One calm product theme: indigo accents, soft surfaces, clear type; and rules that keep every page readable on a
 * phone (390 px): alerts wrap their action under the text instead of squeezing it, dialogs take the full width,
 * table cells get tighter padding.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5' },
    secondary: { main: '#0f766e' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  // The user's prefers-reduced-motion setting is honoured (MUI ignores it unless told): no transitions for them.
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif',
    h4: { fontWeight: 700, letterSpacing: '-0.02em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e5e7eb' } } },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // A field's message may quote an address (a Solana key is one 44-letter word): it wraps inside the field's width.
    MuiFormHelperText: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    MuiSelect: { defaultProps: { size: 'small' } },
    MuiDialogContent: { styleOverrides: { root: { maxHeight: '70vh', [phone]: { padding: '12px 16px' } } } },
    MuiDialogActions: { styleOverrides: { root: { flexWrap: 'wrap', rowGap: 8 } } },
    MuiDialog: {
      styleOverrides: {
        paper: { [phone]: { margin: 8, width: 'calc(100% - 16px)', maxWidth: 'calc(100% - 16px)' } },
      },
    },
    MuiAlert: {
      styleOverrides: {
        // An action (a faucet button, a close cross) that does not fit beside the text goes under it.
        root: { flexWrap: 'wrap' },
        message: { flex: '1 1 200px', minWidth: 0, overflowWrap: 'break-word' },
        action: { marginLeft: 'auto' },
      },
    },
    MuiTableCell: { styleOverrides: { root: { [phone]: { padding: '6px 8px', overflowWrap: 'anywhere' } } } },
  },
});
