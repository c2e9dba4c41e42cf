import { Grid, Typography } from '@mui/material';
import { SignDataPanel } from '../../shared/sign/SignDataPanel.js';
import { ExplorerFunctions } from './ExplorerFunctions.js';
import { IntentsSection } from './IntentsSection.js';
import { SessionSection } from './SessionSection.js';
import { UserDetails } from './UserDetails.js';

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
