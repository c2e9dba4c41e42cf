import { Box, Grid, Paper, Typography } from '@mui/material';
import { PageHeader } from '../../components/page-header.js';
import { useIntentForm } from '../../intent-form/use-intent-form.js';
import { DEMO_FMT } from '../../lib/demo-messages.js';
import { TransactionModals } from '../../transaction-flow/transaction-modals.js';
import { isFinalStatus, useTransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { TokenForm, TokenSummary } from './token-form.js';
import { EMPTY_TOKEN_FORM } from './token-schema.js';
import { useTokenData } from './use-token-data.js';

/** /transfertoken: a token from the user's wallet, by any of the three paths; Details opens once the order is final. */
export function TransferTokenPage() {
  const form = useIntentForm(EMPTY_TOKEN_FORM);
  const flow = useTransactionFlow({
    executeError: DEMO_FMT.errorInTokenTransfer,
    onReset: form.reset,
    detailsWhenFinal: true,
  });
  const data = useTokenData(form.values, isFinalStatus(flow.state.order?.status));
  return (
    <Box>
      <PageHeader
        title="Token Transfer"
        subtitle="Send a token from the user's wallet: directly, via a user operation you review and sign, or with an estimate first."
        error={flow.state.error ?? form.formError ?? data.error}
        onDismiss={flow.dismissError}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TokenForm form={form} data={data} flow={flow} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HowItWorks />
        </Grid>
      </Grid>
      <TransactionModals
        flow={flow}
        summary={<TokenSummary values={form.values} symbol={data.selectedToken?.symbol} />}
      />
    </Box>
  );
}

function HowItWorks() {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" gutterBottom>
        How it works
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        <ol style={{ paddingLeft: 18, margin: 0 }}>
          <li>Direct Execute builds, signs and submits in one go.</li>
          <li>Create UserOp shows the unsigned operation; you sign it, then execute it.</li>
          <li>Estimate + Execute (api mode) asks the platform for fees first.</li>
        </ol>
        Every path ends with a job id; the details view follows the order until it is final.
      </Typography>
    </Paper>
  );
}
