import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useBackend } from '../../backend/backend-context.js';
import { PageHeader } from '../../components/page-header.js';
import { useIntentForm } from '../../intent-form/use-intent-form.js';
import { TransactionModals } from '../../transaction-flow/transaction-modals.js';
import { useTransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { RawForm } from './raw-form.js';
import { emptyRawForm } from './raw-schema.js';
import { useRawData } from './use-raw-data.js';

/** /rawtransaction: an EVM transaction, an Aptos entry function or Solana instructions, by any of the three paths. */
export function RawTransactionPage() {
  const userSWA = useBackend().auth.session?.userSWA ?? '';
  const form = useIntentForm(emptyRawForm(userSWA, ''));
  const data = useRawData(form.values.caip2Id);
  const { solanaAddress } = data;
  const flow = useTransactionFlow({ onReset: () => form.reset(emptyRawForm(userSWA, solanaAddress)) });
  // The signer defaults to the user's Solana address once the wallets read gives it, as `from` is the userSWA.
  const { set } = form;
  useEffect(() => {
    if (solanaAddress) set((v) => (v.signer ? {} : { signer: solanaAddress }));
  }, [solanaAddress, set]);
  return (
    <Box>
      <PageHeader
        title="Raw Transaction"
        subtitle="Send any call: an EVM transaction, an Aptos entry function, or Solana instructions."
        error={flow.state.error ?? form.formError}
        onDismiss={flow.dismissError}
      />
      <RawForm form={form} data={data} flow={flow} />
      <TransactionModals flow={flow} />
    </Box>
  );
}
