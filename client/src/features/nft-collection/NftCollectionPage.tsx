import { Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { COLLECTION_NAME_MAX, SUCCESS_ORDER_STATUS } from '@satchel/shared';
import { useEffect, useState } from 'react';
import type { Chain } from '../../backend/types.js';
import { NetworkSelect } from '../../components/NetworkSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useFieldError } from '../../components/use-field-error.js';
import { useChains, useNfts } from '../../hooks/use-reads.js';
import { TransactionModals } from '../../shared/transaction-flow/TransactionModals.js';
import { useTransactionFlow } from '../../shared/transaction-flow/use-transaction-flow.js';
import { type CollectionField, collectionProblem, mintProblem } from './collection-form-problem.js';
import { OwnedNfts } from './OwnedNfts.js';
import { PropertiesEditor, type PropertyRow } from './PropertiesEditor.js';

const EMPTY_COLLECTION = { name: '', uri: '', symbol: '', description: '' };
const EMPTY_MINT = {
  nftName: '',
  uri: '',
  collectionAddress: '',
  recipient: '',
  description: '',
  properties: [] as PropertyRow[],
};

/** /createnftcollection: create an Aptos collection, then mint into it; both followed to a final order. */
export function NftCollectionPage() {
  const chains = useChains();
  const nfts = useNfts();
  const [caip2Id, setCaip2Id] = useState('');
  const fieldError = useFieldError<CollectionField>();
  const [collection, setCollectionState] = useState(EMPTY_COLLECTION);
  const [mint, setMintState] = useState(EMPTY_MINT);
  // A field's error goes once the user changes the form.
  const setCollection = (next: typeof EMPTY_COLLECTION) => {
    fieldError.clear();
    setCollectionState(next);
  };
  const setMint = (next: typeof EMPTY_MINT) => {
    fieldError.clear();
    setMintState(next);
  };
  const collectionFlow = useTransactionFlow({ onReset: () => setCollectionState(EMPTY_COLLECTION) });
  const mintFlow = useTransactionFlow({ onReset: () => setMintState(EMPTY_MINT) });

  // When the platform reports the new collection's address with the order, offer it to the mint form.
  const created = collectionFlow.state.order;
  useEffect(() => {
    const address =
      created?.status === SUCCESS_ORDER_STATUS
        ? (created.details?.collectionAddress as string | undefined)
        : undefined;
    if (address) setMintState((m) => (m.collectionAddress ? m : { ...m, collectionAddress: address }));
  }, [created]);
  const minted = mintFlow.state.order?.status === SUCCESS_ORDER_STATUS;
  const refreshNfts = nfts.mutate;
  useEffect(() => {
    if (minted) void refreshNfts();
  }, [minted, refreshNfts]);

  const createCollection = () => {
    const problem = collectionProblem(collection);
    if (problem) return fieldError.show(problem.field, problem.message);
    void collectionFlow.directExecute({
      kind: 'nftCollection',
      input: {
        caip2Id,
        name: collection.name,
        uri: collection.uri.trim(),
        data: {
          type: 'nft',
          symbol: collection.symbol.trim(),
          description: collection.description.trim(),
          attributes: '',
        },
      },
    });
  };

  const mintNft = () => {
    const problem = mintProblem(mint);
    if (problem) return fieldError.show(problem.field, problem.message);
    void mintFlow.directExecute({
      kind: 'nftMint',
      input: {
        caip2Id,
        nftName: mint.nftName.trim(),
        uri: mint.uri.trim(),
        ...(mint.collectionAddress.trim() ? { collectionAddress: mint.collectionAddress.trim() } : {}),
        data: {
          recipientWalletAddress: mint.recipient.trim(),
          description: mint.description.trim(),
          properties: mint.properties.map((p) => ({
            name: p.name,
            type: Number.parseInt(p.type, 10),
            value: p.value,
          })),
        },
      },
    });
  };

  const aptosChains = (chains.data ?? []).filter((c: Chain) => /^aptos:/i.test(c.caipId));
  return (
    <Box>
      <PageHeader
        title="NFT Collections"
        subtitle="Create an NFT collection on Aptos and mint NFTs into it. Each step is an intent followed until its order is final."
        error={collectionFlow.state.error ?? mintFlow.state.error}
        onDismiss={() => {
          collectionFlow.dismissError();
          mintFlow.dismissError();
        }}
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 560 }}>
        <NetworkSelect
          chains={aptosChains}
          value={caip2Id}
          onChange={(c) => setCaip2Id(c?.caipId ?? '')}
          loading={chains.isLoading}
        />
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="create-collection">
            <Typography variant="h6" gutterBottom>
              1. Create a collection
            </Typography>
            <Stack spacing={2}>
              <TextField
                label="Collection name"
                value={collection.name}
                onChange={(e) => setCollection({ ...collection, name: e.target.value })}
                slotProps={{ htmlInput: { maxLength: COLLECTION_NAME_MAX } }}
                {...fieldError.props('collectionName')}
                helperText={
                  fieldError.props('collectionName').helperText ??
                  `${collection.name.length}/${COLLECTION_NAME_MAX}`
                }
              />
              <TextField
                label="Collection URI"
                value={collection.uri}
                onChange={(e) => setCollection({ ...collection, uri: e.target.value })}
                {...fieldError.props('collectionUri')}
                placeholder="https://…"
              />
              <TextField
                label="Symbol"
                value={collection.symbol}
                onChange={(e) => setCollection({ ...collection, symbol: e.target.value })}
              />
              <TextField
                label="Description"
                value={collection.description}
                onChange={(e) => setCollection({ ...collection, description: e.target.value })}
                multiline
                minRows={2}
              />
              <Box>
                <Button
                  variant="contained"
                  onClick={createCollection}
                  disabled={collectionFlow.state.busy || !caip2Id || !collection.name || !collection.uri}
                >
                  Create Collection
                </Button>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="mint-nft">
            <Typography variant="h6" gutterBottom>
              2. Mint an NFT
            </Typography>
            <Stack spacing={2}>
              <TextField
                label="Collection address"
                value={mint.collectionAddress}
                onChange={(e) => setMint({ ...mint, collectionAddress: e.target.value })}
                placeholder="0x…"
                {...fieldError.props('mintCollection')}
                helperText={
                  fieldError.props('mintCollection').helperText ??
                  'A collection you created; filled in when the order of a new collection reports its address.'
                }
              />
              <TextField
                label="NFT name"
                value={mint.nftName}
                onChange={(e) => setMint({ ...mint, nftName: e.target.value })}
                {...fieldError.props('nftName')}
              />
              <TextField
                label="NFT URI"
                value={mint.uri}
                onChange={(e) => setMint({ ...mint, uri: e.target.value })}
                {...fieldError.props('nftUri')}
                placeholder="https://…"
              />
              <TextField
                label="Recipient (optional, defaults to you)"
                value={mint.recipient}
                onChange={(e) => setMint({ ...mint, recipient: e.target.value })}
                {...fieldError.props('mintRecipient')}
              />
              <TextField
                label="Description"
                value={mint.description}
                onChange={(e) => setMint({ ...mint, description: e.target.value })}
              />
              <PropertiesEditor
                rows={mint.properties}
                onChange={(properties) => setMint({ ...mint, properties })}
                typeProps={(i) => fieldError.props(`propertyType-${i}`)}
              />
              <Box>
                <Button
                  variant="contained"
                  onClick={mintNft}
                  disabled={mintFlow.state.busy || !caip2Id || !mint.nftName || !mint.uri}
                >
                  Mint NFT
                </Button>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={12}>
          <OwnedNfts nfts={nfts.data} caip2Id={caip2Id} />
        </Grid>
      </Grid>
      <TransactionModals
        flow={collectionFlow}
        titles={{
          review: 'Review Collection',
          reviewEstimate: 'Review Collection Estimate',
          submitted: 'Collection Creation Submitted',
        }}
      />
      <TransactionModals
        flow={mintFlow}
        titles={{
          review: 'Review Mint',
          reviewEstimate: 'Review Mint Estimate',
          submitted: 'NFT Mint Submitted',
        }}
      />
    </Box>
  );
}
