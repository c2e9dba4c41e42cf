import { Box } from '@mui/material';
import { PageHeader } from '../../components/page-header.js';
import { useIntentForm } from '../../intent-form/use-intent-form.js';
import { TransactionModals } from '../../transaction-flow/transaction-modals.js';
import { useTransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { NftForm, NftSummary } from './nft-form.js';
import { EMPTY_NFT_FORM } from './nft-schema.js';
import { useNftData } from './use-nft-data.js';

const TITLES = {
  review: 'Review NFT Transfer',
  reviewEstimate: 'Review NFT Transfer Estimate',
  submitted: 'NFT Transfer Submitted',
};

/** /transfernft: an NFT (ERC721, or part of an ERC1155 balance) from the user's wallet, by any of the three paths. */
export function TransferNftPage() {
  const form = useIntentForm(EMPTY_NFT_FORM);
  const flow = useTransactionFlow({ onReset: form.reset });
  const data = useNftData(form.values.caip2Id);
  return (
    <Box>
      <PageHeader
        title="NFT Transfer"
        subtitle="Send an NFT (ERC721, or part of an ERC1155 balance) from the user's wallet."
        error={flow.state.error ?? form.formError ?? data.error}
        onDismiss={flow.dismissError}
      />
      <NftForm form={form} data={data} flow={flow} />
      <TransactionModals flow={flow} summary={<NftSummary values={form.values} />} titles={TITLES} />
    </Box>
  );
}
