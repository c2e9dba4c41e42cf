import { Box, Chip, Typography } from '@mui/material';
import { DEMO } from '../../lib/demo-messages.js';
import { useBackend } from '../../backend/backend-context.js';
import { Section } from '../../components/section.js';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5, flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ width: 110 }}>
        {label}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export function UserDetails() {
  const { auth } = useBackend();
  const userSWA = auth.session?.userSWA;
  return (
    <Section title="User Details" testId="user-details">
      {userSWA ? (
        <>
          <Chip
            label={DEMO.loggedIn}
            color="success"
            size="small"
            sx={{ mb: 1 }}
            data-testid="login-status"
          />
          <Field label="userSWA" value={userSWA} testId="user-swa" />
          <Field label="clientSWA" value={auth.clientSWA} testId="client-swa" />
          <Field label="Environment" value={auth.environment} testId="environment" />
        </>
      ) : (
        <Typography data-testid="login-status">{DEMO.notSignedIn}</Typography>
      )}
    </Section>
  );
}
