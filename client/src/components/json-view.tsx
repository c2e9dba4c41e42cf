import { Box } from '@mui/material';

const stringify = (value: unknown) =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2);

/**
 * Pretty JSON in a scrollable monospace block. It takes the keyboard's focus (WCAG 2.1.1, axe-core's
 * scrollable-region-focusable), so a keyboard can scroll what runs past its height too.
 */
export function JsonView({ value, testId }: { value: unknown; testId?: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      data-testid={testId}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: '#0f172a',
        color: '#e2e8f0',
        borderRadius: 1,
        fontSize: 12,
        lineHeight: 1.5,
        overflow: 'auto',
        maxHeight: '50vh',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      {value === undefined ? '—' : stringify(value)}
    </Box>
  );
}

export { stringify as jsonText };
