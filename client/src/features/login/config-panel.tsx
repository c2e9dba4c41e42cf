import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useConfig } from '../../config/config-provider.js';
import { API_SESSION_LABELS, maskSecret } from '../../config/config-store.js';
import { CLIENT_SIGNER_URL } from '../../config/env.js';
import { LabeledValue } from '../../components/labeled-value.js';
import { Pill } from '../../components/pill.js';

// The Update form (text fields, selects) loads when opened.
const ConfigForm = lazy(async () => ({ default: (await import('./config-form.js')).ConfigForm }));

/** Configuration panel: what the demo runs with, secrets masked, and the Update form. */
export function ConfigPanel() {
  const { config } = useConfig();
  const [editing, setEditing] = useState(false);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="config-panel">
      <Box sx={{ display: 'flex', mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          Configuration
        </Typography>
        {!editing && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Update
          </Button>
        )}
      </Box>
      {editing ? (
        <Suspense fallback={null}>
          <ConfigForm onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, py: 0.5, alignItems: 'center' }}>
            <Typography sx={{ width: 150 }} color="text.secondary">
              Mode
            </Typography>
            <Pill tone="primary" data-testid="config-mode-value">
              {config.mode}
            </Pill>
          </Box>
          <LabeledValue label="Environment" value={config.environment} testId="config-environment" />
          <LabeledValue
            label="Client private key"
            value={
              config.clientPrivateKey
                ? maskSecret(config.clientPrivateKey)
                : `none in this browser: the BFF signs (${CLIENT_SIGNER_URL})`
            }
            testId="config-client-key"
          />
          <LabeledValue label="Client SWA" value={maskSecret(config.clientSWA)} testId="config-client-swa" />
          {config.mode === 'api' && (
            <LabeledValue label="API URL" value={config.apiUrl} testId="config-api-url" />
          )}
          {config.mode === 'api' && (
            <LabeledValue
              label="Session kept by"
              value={API_SESSION_LABELS[config.apiSession ?? 'browser']}
              testId="config-api-session"
            />
          )}
        </>
      )}
    </Paper>
  );
}
