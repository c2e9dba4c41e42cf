import { Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import type { FieldErrorProps } from '../../components/use-field-error.js';
import { memoExample } from './solana-examples.js';
import {
  dataBytes,
  type SolanaFormValue,
  type SolanaInstruction,
  type SolanaKey,
} from './solana-form-value.js';

const EMPTY_KEY: SolanaKey = { pubkey: '', isSigner: false, isWritable: false };

/** Signer and instructions (programId, comma-separated data bytes, keys), with add/remove and a Memo example. */
export function SolanaForm({
  value,
  onChange,
  fieldProps,
}: {
  value: SolanaFormValue;
  onChange: (v: SolanaFormValue) => void;
  /** The page's field-error props of a field (`signer`, `program-0`, `data-0`, `key-0-1`). */
  fieldProps: (field: string) => FieldErrorProps;
}) {
  const setInstruction = (i: number, patch: Partial<SolanaInstruction>) =>
    onChange({
      ...value,
      instructions: value.instructions.map((ins, j) => (j === i ? { ...ins, ...patch } : ins)),
    });
  const setKey = (i: number, k: number, patch: Partial<SolanaKey>) =>
    setInstruction(i, {
      keys: value.instructions[i].keys.map((key, j) => (j === k ? { ...key, ...patch } : key)),
    });
  return (
    <Stack spacing={2}>
      <Box>
        <Button size="small" onClick={() => onChange(memoExample(value))}>
          Use a Memo example
        </Button>
      </Box>
      <TextField
        label="Signer"
        value={value.signer}
        onChange={(e) => onChange({ ...value, signer: e.target.value })}
        {...fieldProps('signer')}
        helperText={
          fieldProps('signer').helperText ??
          'Your Solana address on this network, the only account that may sign (it pays the fee unless gas is sponsored)'
        }
      />
      {value.instructions.map((ins, i) => (
        <Paper key={i} sx={{ p: 2, bgcolor: '#fafafa' }}>
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                Instruction {i + 1}
              </Typography>
              <Button
                size="small"
                color="error"
                onClick={() =>
                  onChange({ ...value, instructions: value.instructions.filter((_, j) => j !== i) })
                }
              >
                Remove
              </Button>
            </Box>
            <TextField
              label="Program ID"
              value={ins.programId}
              onChange={(e) => setInstruction(i, { programId: e.target.value })}
              {...fieldProps(`program-${i}`)}
            />
            <TextField
              label="Data (comma-separated bytes)"
              value={ins.data}
              onChange={(e) => setInstruction(i, { data: e.target.value })}
              placeholder="2, 0, 0, 0"
              {...fieldProps(`data-${i}`)}
              helperText={fieldProps(`data-${i}`).helperText ?? utf8Hint(ins.data)}
            />
            {ins.keys.map((key, k) => (
              // On a phone the key takes its own line, its error readable under it, the flags below.
              <Box key={k} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
                <TextField
                  sx={{ flex: '1 1 240px' }}
                  label={`Key ${k + 1} pubkey`}
                  value={key.pubkey}
                  onChange={(e) => setKey(i, k, { pubkey: e.target.value })}
                  {...fieldProps(`key-${i}-${k}`)}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={key.isSigner}
                      onChange={(e) => setKey(i, k, { isSigner: e.target.checked })}
                    />
                  }
                  label="Signer"
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={key.isWritable}
                      onChange={(e) => setKey(i, k, { isWritable: e.target.checked })}
                    />
                  }
                  label="Writable"
                />
                <Button
                  size="small"
                  onClick={() => setInstruction(i, { keys: ins.keys.filter((_, j) => j !== k) })}
                >
                  ×
                </Button>
              </Box>
            ))}
            <Button
              size="small"
              onClick={() => setInstruction(i, { keys: [...ins.keys, EMPTY_KEY] })}
              sx={{ alignSelf: 'flex-start' }}
            >
              + Add key
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="outlined"
        onClick={() =>
          onChange({ ...value, instructions: [...value.instructions, { programId: '', data: '', keys: [] }] })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        + Add instruction
      </Button>
    </Stack>
  );
}

/** The data as text when it is printable UTF-8 (e.g. a memo), so the user sees what the bytes say. */
function utf8Hint(data: string): string | undefined {
  const bytes = dataBytes(data);
  if (!bytes.length || !bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    return /^[^\p{Cc}]+$/u.test(text) ? `UTF-8: "${text}"` : undefined;
  } catch {
    return undefined;
  }
}
