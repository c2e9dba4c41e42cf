import { Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import type { RawValues } from './raw-schema.js';
import { memoExample } from './solana-examples.js';
import { dataBytes, type SolanaInstruction, type SolanaKey } from './solana-form-value.js';

const EMPTY_KEY: SolanaKey = { pubkey: '', isSigner: false, isWritable: false };
const EMPTY_INSTRUCTION: SolanaInstruction = { programId: '', data: '', keys: [] };

type RawForm = IntentForm<RawValues>;
/** A change to instruction `i`. */
type Edit = (patch: Partial<SolanaInstruction>) => void;

/** Signer and instructions (programId, comma-separated data bytes, keys), with add/remove and a Memo example. */
export function SolanaFields({ form }: { form: RawForm }) {
  const { instructions } = form.values;
  const edit = (i: number) => (patch: Partial<SolanaInstruction>) =>
    form.set({ instructions: instructions.map((ins, j) => (j === i ? { ...ins, ...patch } : ins)) });
  return (
    <Stack spacing={2}>
      <Box>
        <Button size="small" onClick={() => form.set(memoExample)}>
          Use a Memo example
        </Button>
      </Box>
      <TextField
        label="Signer"
        {...form.field('signer', {
          hint: 'Your Solana address on this network, the only account that may sign (it pays the fee unless gas is sponsored)',
        })}
      />
      {instructions.map((ins, i) => (
        <InstructionCard
          key={i}
          form={form}
          index={i}
          instruction={ins}
          edit={edit(i)}
          remove={() => form.set({ instructions: instructions.filter((_, j) => j !== i) })}
        />
      ))}
      <Button
        variant="outlined"
        onClick={() => form.set({ instructions: [...instructions, EMPTY_INSTRUCTION] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        + Add instruction
      </Button>
    </Stack>
  );
}

function InstructionCard({
  form,
  index: i,
  instruction: ins,
  edit,
  remove,
}: {
  form: RawForm;
  index: number;
  instruction: SolanaInstruction;
  edit: Edit;
  remove: () => void;
}) {
  const field = `instructions-${i}`;
  const setKey = (k: number, patch: Partial<SolanaKey>) =>
    edit({ keys: ins.keys.map((key, j) => (j === k ? { ...key, ...patch } : key)) });
  return (
    <Paper sx={{ p: 2, bgcolor: '#fafafa' }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            Instruction {i + 1}
          </Typography>
          <Button size="small" color="error" onClick={remove}>
            Remove
          </Button>
        </Box>
        <TextField
          label="Program ID"
          value={ins.programId}
          onChange={(e) => edit({ programId: e.target.value })}
          {...form.errorProps(`${field}-programId`)}
        />
        <TextField
          label="Data (comma-separated bytes)"
          value={ins.data}
          onChange={(e) => edit({ data: e.target.value })}
          placeholder="2, 0, 0, 0"
          {...form.errorProps(`${field}-data`, utf8Hint(ins.data))}
        />
        {ins.keys.map((key, k) => (
          <KeyRow
            key={k}
            label={`Key ${k + 1} pubkey`}
            value={key}
            fieldProps={form.errorProps(`${field}-keys-${k}-pubkey`)}
            onChange={(patch) => setKey(k, patch)}
            onRemove={() => edit({ keys: ins.keys.filter((_, j) => j !== k) })}
          />
        ))}
        <Button
          size="small"
          onClick={() => edit({ keys: [...ins.keys, EMPTY_KEY] })}
          sx={{ alignSelf: 'flex-start' }}
        >
          + Add key
        </Button>
      </Stack>
    </Paper>
  );
}

function KeyRow({
  label,
  value,
  fieldProps,
  onChange,
  onRemove,
}: {
  label: string;
  value: SolanaKey;
  fieldProps: ReturnType<RawForm['errorProps']>;
  onChange: (patch: Partial<SolanaKey>) => void;
  onRemove: () => void;
}) {
  // On a phone the key takes its own line, its error readable under it, the flags below.
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
      <TextField
        sx={{ flex: '1 1 240px' }}
        label={label}
        value={value.pubkey}
        onChange={(e) => onChange({ pubkey: e.target.value })}
        {...fieldProps}
      />
      <FormControlLabel
        control={
          <Checkbox checked={value.isSigner} onChange={(e) => onChange({ isSigner: e.target.checked })} />
        }
        label="Signer"
      />
      <FormControlLabel
        control={
          <Checkbox checked={value.isWritable} onChange={(e) => onChange({ isWritable: e.target.checked })} />
        }
        label="Writable"
      />
      <Button size="small" onClick={onRemove} aria-label={`Remove ${label.replace(' pubkey', '')}`}>
        ×
      </Button>
    </Box>
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
