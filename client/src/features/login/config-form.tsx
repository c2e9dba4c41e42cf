import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { validate } from '@satchel/shared';
import { demoConfigSchema } from '../../config/demo-config-schema.js';
import { useState } from 'react';
import { API_URL, CLIENT_SIGNER_URL } from '../../config/env.js';
import { ErrorText } from '../../components/error-text.js';
import { useConfig } from '../../config/config-provider.js';
import { API_SESSION_LABELS, type ApiSession, type DemoConfig } from '../../config/config-store.js';

/**
 * The Update form: mode, read-only API URL and where the session lives (api mode), environment, client key (unless
 * this build signs through the BFF) and SWA.
 */
export function ConfigForm({ onDone }: { onDone: () => void }) {
  const { config, save, reset } = useConfig();
  const [draft, setDraft] = useState<DemoConfig>(config);
  const [error, setError] = useState<string>();
  const set = (patch: Partial<DemoConfig>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    const result = validate(demoConfigSchema, { ...draft, apiUrl: API_URL });
    if (!result.success) return setError(result.message);
    save(result.data);
    onDone();
  };

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(e) => (e.preventDefault(), submit())}
      data-testid="config-form"
    >
      <TextField
        select
        label="Mode"
        value={draft.mode}
        onChange={(e) => set({ mode: e.target.value as DemoConfig['mode'] })}
        slotProps={{ htmlInput: { 'data-testid': 'config-mode' } }}
      >
        <MenuItem value="sdk">sdk</MenuItem>
        <MenuItem value="api">api</MenuItem>
      </TextField>
      {draft.mode === 'api' && <ApiFields draft={draft} set={set} />}
      <TextField
        select
        label="Environment"
        value={draft.environment}
        onChange={(e) => set({ environment: e.target.value as DemoConfig['environment'] })}
      >
        <MenuItem value="sandbox">sandbox</MenuItem>
        <MenuItem value="production">production</MenuItem>
      </TextField>
      {CLIENT_SIGNER_URL === undefined && (
        <TextField
          required
          label="Client private key"
          type="password"
          value={draft.clientPrivateKey ?? ''}
          onChange={(e) => set({ clientPrivateKey: e.target.value.trim() })}
          autoComplete="off"
        />
      )}
      <TextField
        required
        label="Client SWA"
        value={draft.clientSWA}
        onChange={(e) => set({ clientSWA: e.target.value.trim() })}
        autoComplete="off"
      />
      <ErrorText message={error} />
      <FormActions
        canSave={(!!CLIENT_SIGNER_URL || !!draft.clientPrivateKey) && !!draft.clientSWA}
        onReset={reset}
        onDone={onDone}
      />
    </Stack>
  );
}

/** api mode: the BFF's URL (read-only: fixed at build time) and where the session lives. */
function ApiFields({ draft, set }: { draft: DemoConfig; set: (patch: Partial<DemoConfig>) => void }) {
  return (
    <>
      <TextField label="API URL" value={API_URL} slotProps={{ input: { readOnly: true } }} />
      <TextField
        select
        label="Session kept by"
        value={draft.apiSession ?? 'browser'}
        onChange={(e) => set({ apiSession: e.target.value as ApiSession })}
        slotProps={{ htmlInput: { 'data-testid': 'config-api-session' } }}
      >
        {(Object.keys(API_SESSION_LABELS) as ApiSession[]).map((value) => (
          <MenuItem key={value} value={value}>
            {API_SESSION_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** Save (once a key, unless the BFF signs, and a SWA are there), Reset to the defaults, Cancel. */
function FormActions({
  canSave,
  onReset,
  onDone,
}: {
  canSave: boolean;
  onReset: () => void;
  onDone: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button type="submit" variant="contained" disabled={!canSave}>
        Save
      </Button>
      <Button
        variant="outlined"
        color="warning"
        onClick={() => {
          onReset();
          onDone();
        }}
      >
        Reset
      </Button>
      <Button onClick={onDone} color="inherit">
        Cancel
      </Button>
    </Box>
  );
}
