import { Box, Grid, Paper } from '@mui/material';
import { PageHeader } from '../../components/page-header.js';
import { NetworkFields } from '../../intent-form/network-fields.js';
import { useIntentForm } from '../../intent-form/use-intent-form.js';
import { TransactionModals } from '../../transaction-flow/transaction-modals.js';
import { useTransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { CollectionForm, MintForm } from './collection-forms.js';
import { EMPTY_COLLECTION, EMPTY_COLLECTION_PAGE, EMPTY_MINT } from './collection-schema.js';
import { OwnedNfts } from './owned-nfts.js';
import { useCollectionData } from './use-collection-data.js';

const COLLECTION_TITLES = {
  review: 'Review Collection',
  reviewEstimate: 'Review Collection Estimate',
  submitted: 'Collection Creation Submitted',
};
const MINT_TITLES = {
  review: 'Review Mint',
  reviewEstimate: 'Review Mint Estimate',
  submitted: 'NFT Mint Submitted',
};

/** /createnftcollection: create an Aptos collection, then mint into it; both followed to a final order. */
export function NftCollectionPage() {
  const form = useIntentForm(EMPTY_COLLECTION_PAGE);
  const collectionFlow = useTransactionFlow({ onReset: () => form.set(EMPTY_COLLECTION) });
  const mintFlow = useTransactionFlow({ onReset: () => form.set(EMPTY_MINT) });
  const data = useCollectionData(form, collectionFlow.state.order, mintFlow.state.order);
  return (
    <Box>
      <PageHeader
        title="NFT Collections"
        subtitle="Create an NFT collection on Aptos and mint NFTs into it. Each step is an intent followed until its order is final."
        error={collectionFlow.state.error ?? mintFlow.state.error ?? form.formError}
        onDismiss={() => {
          collectionFlow.dismissError();
          mintFlow.dismissError();
        }}
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 560 }}>
        <NetworkFields
          form={form}
          chains={data.aptosChains}
          loading={data.chainsLoading}
          sponsorship={false}
        />
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CollectionForm form={form} flow={collectionFlow} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MintForm form={form} flow={mintFlow} />
        </Grid>
        <Grid size={12}>
          <OwnedNfts nfts={data.nfts} caip2Id={form.values.caip2Id} />
        </Grid>
      </Grid>
      <TransactionModals flow={collectionFlow} titles={COLLECTION_TITLES} />
      <TransactionModals flow={mintFlow} titles={MINT_TITLES} />
    </Box>
  );
}
