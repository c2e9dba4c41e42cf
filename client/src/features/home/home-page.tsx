import { Grid, Typography } from '@mui/material';
import { SignDataPanel } from './sign-data-panel.js';
import { ExplorerFunctions } from './explorer-functions.js';
import { IntentsSection } from './intents-section.js';
import { SessionSection } from './session-section.js';
import { UserDetails } from './user-details.js';

/** Dashboard /home. */
export function HomePage() {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <UserDetails />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SessionSection />
        </Grid>
        <Grid size={12}>
          <ExplorerFunctions />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <IntentsSection />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SignDataPanel />
        </Grid>
      </Grid>
    </>
  );
}
