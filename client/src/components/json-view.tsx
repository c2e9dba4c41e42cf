import { Box } from '@mui/material';

const stringify = (value: unknown) =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2);

/** Pretty JSON in a scrollable monospace block. */
export function JsonView({ value, testId }: { value: unknown; testId?: string }) {
  return (
    <Box
      component="pre"
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
