import { Box, Typography } from '@mui/material';

type Props = { label: string; value: string; testId: string; labelWidth?: number };

/** A label and its monospace value on one row (the value wraps anywhere: addresses, URLs, masked keys). */
export function LabeledValue({ label, value, testId, labelWidth = 150 }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5, flexWrap: 'wrap' }}>
      <Typography sx={{ width: labelWidth, flexShrink: 0 }} color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
