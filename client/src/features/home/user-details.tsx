import { Chip, Typography } from '@mui/material';
import { DEMO } from '../../lib/demo-messages.js';
import { useBackend } from '../../backend/backend-context.js';
import { LabeledValue } from '../../components/labeled-value.js';
import { Section } from '../../components/section.js';

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
          <LabeledValue labelWidth={110} label="userSWA" value={userSWA} testId="user-swa" />
          <LabeledValue labelWidth={110} label="clientSWA" value={auth.clientSWA} testId="client-swa" />
          <LabeledValue labelWidth={110} label="Environment" value={auth.environment} testId="environment" />
        </>
      ) : (
        <Typography data-testid="login-status">{DEMO.notSignedIn}</Typography>
      )}
    </Section>
  );
}
