import { styled } from '@mui/material/styles';

/**
 * A small read-only label drawn like MUI's small Chip (same height, radius, type and colours), without Chip's
 * code: the login page's shell shows three of these and none is clickable or deletable.
 */
export const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'tone' })<{
  variant?: 'filled' | 'outlined';
  tone?: 'default' | 'primary';
}>(({ theme, variant = 'filled', tone = 'default' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1.5,
  boxSizing: 'border-box',
  height: 24,
  maxWidth: '100%',
  padding: variant === 'outlined' ? '0 7px' : '0 8px',
  borderRadius: 12,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  border: variant === 'outlined' ? `1px solid ${theme.palette.grey[400]}` : 0,
  backgroundColor:
    variant === 'outlined'
      ? 'transparent'
      : tone === 'primary'
        ? theme.palette.primary.main
        : theme.palette.action.selected,
  color: tone === 'primary' ? theme.palette.primary.contrastText : theme.palette.text.primary,
}));
