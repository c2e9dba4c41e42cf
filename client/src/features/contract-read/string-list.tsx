import { Box, Button, Stack, TextField } from '@mui/material';

/** A growing list of text inputs (Aptos type and function arguments). */
export function StringList({
  label,
  values,
  onChange,
}: {
  label: string;
  values: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <Stack spacing={1}>
      {values.map((value, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            label={`${label} ${i + 1}`}
            value={value}
            onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
          />
          <Button
            onClick={() => onChange(values.filter((_, j) => j !== i))}
            aria-label={`Remove ${label} ${i + 1}`}
          >
            ×
          </Button>
        </Box>
      ))}
      <Button size="small" onClick={() => onChange([...values, ''])} sx={{ alignSelf: 'flex-start' }}>
        + Add {label.toLowerCase()}
      </Button>
    </Stack>
  );
}
