import { Box, Button, Stack, TextField } from '@mui/material';
import type { FieldErrorProps } from '../../intent-form/use-intent-form.js';

export interface PropertyRow {
  name: string;
  type: string;
  value: string;
}

/** Mint properties: name, integer type, value; add/remove rows. */
export function PropertiesEditor({
  rows,
  onChange,
  typeProps,
}: {
  rows: PropertyRow[];
  onChange: (rows: PropertyRow[]) => void;
  /** The page's field-error props for row `i`'s type. */
  typeProps: (i: number) => FieldErrorProps;
}) {
  const setRow = (i: number, patch: Partial<PropertyRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1}>
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Property name"
            value={row.name}
            onChange={(e) => setRow(i, { name: e.target.value })}
          />
          <TextField
            label="Type (integer)"
            value={row.type}
            onChange={(e) => setRow(i, { type: e.target.value })}
            sx={{ maxWidth: 140 }}
            {...typeProps(i)}
          />
          <TextField label="Value" value={row.value} onChange={(e) => setRow(i, { value: e.target.value })} />
          <Button
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            aria-label={`Remove property ${i + 1}`}
          >
            ×
          </Button>
        </Box>
      ))}
      <Button
        size="small"
        onClick={() => onChange([...rows, { name: '', type: '0', value: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        + Add property
      </Button>
    </Stack>
  );
}
