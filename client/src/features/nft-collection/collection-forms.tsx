import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { COLLECTION_NAME_MAX } from '@satchel/shared';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import type { TransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import {
  collectionRequest,
  collectionSchema,
  mintRequest,
  mintSchema,
  type CollectionValues,
} from './collection-schema.js';
import { PropertiesEditor } from './properties-editor.js';

type Props = { form: IntentForm<CollectionValues>; flow: TransactionFlow };

/** Step 1: a new collection (name, URI, symbol, description), created by direct execute. */
export function CollectionForm({ form, flow }: Props) {
  const { values } = form;
  const create = () => {
    if (form.check(collectionSchema)) void flow.directExecute(collectionRequest(values));
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="create-collection">
      <Typography variant="h6" gutterBottom>
        1. Create a collection
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Collection name"
          slotProps={{ htmlInput: { maxLength: COLLECTION_NAME_MAX } }}
          {...form.field('collectionName', {
            hint: `${values.collectionName.length}/${COLLECTION_NAME_MAX}`,
          })}
        />
        <TextField label="Collection URI" placeholder="https://…" {...form.field('collectionUri')} />
        <TextField label="Symbol" {...form.field('collectionSymbol')} />
        <TextField label="Description" multiline minRows={2} {...form.field('collectionDescription')} />
        <Box>
          <Button
            variant="contained"
            onClick={create}
            disabled={flow.state.busy || !values.caip2Id || !values.collectionName || !values.collectionUri}
          >
            Create Collection
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Step 2: an NFT minted into a collection (filled in once a new collection's order reports its address). */
export function MintForm({ form, flow }: Props) {
  const { values } = form;
  const mint = () => {
    if (form.check(mintSchema)) void flow.directExecute(mintRequest(values));
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="mint-nft">
      <Typography variant="h6" gutterBottom>
        2. Mint an NFT
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Collection address"
          placeholder="0x…"
          {...form.field('mintCollection', {
            hint: 'A collection you created; filled in when the order of a new collection reports its address.',
          })}
        />
        <TextField label="NFT name" {...form.field('nftName')} />
        <TextField label="NFT URI" placeholder="https://…" {...form.field('nftUri')} />
        <TextField label="Recipient (optional, defaults to you)" {...form.field('mintRecipient')} />
        <TextField label="Description" {...form.field('mintDescription')} />
        <PropertiesEditor
          rows={values.properties}
          onChange={(properties) => form.set({ properties })}
          typeProps={(i) => form.errorProps(`properties-${i}-type`)}
        />
        <Box>
          <Button
            variant="contained"
            onClick={mint}
            disabled={flow.state.busy || !values.caip2Id || !values.nftName || !values.nftUri}
          >
            Mint NFT
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
