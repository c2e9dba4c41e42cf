import { Alert, Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { isEvmChain, NFT_TYPES, UI } from '@satchel/shared';
import { FlowButtons } from '../../intent-form/flow-buttons.js';
import { NetworkFields } from '../../intent-form/network-fields.js';
import { feePayerReady } from '../../intent-form/sponsorship-fields.js';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import { DEMO } from '../../lib/demo-messages.js';
import { fixed } from '../../lib/format.js';
import type { TransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { nftKey, nftRequest, nftSchema, pickedNft, type NftValues } from './nft-schema.js';
import type { NftData } from './use-nft-data.js';

/** Network, fee payer, an NFT of the list (or typed by hand), recipient, amount and type; the three paths. */
export function NftForm({
  form,
  data,
  flow,
}: {
  form: IntentForm<NftValues>;
  data: NftData;
  flow: TransactionFlow;
}) {
  const { values } = form;
  const request = () => {
    const schema = nftSchema({
      sponsored: values.sponsored,
      evm: isEvmChain(values.caip2Id),
      quantity: values.quantity,
    });
    return form.check(schema) ? nftRequest(values) : undefined;
  };
  // Manual entry counts as the NFT when the list is empty.
  const ready =
    !!values.caip2Id &&
    !!values.collectionAddress &&
    !!values.nftId &&
    !!values.amount &&
    !!values.recipient &&
    feePayerReady(values.sponsored, values.feePayer);
  const amount = form.field('amount');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack spacing={2.5}>
        <NetworkFields
          form={form}
          chains={data.chains.data}
          loading={data.chains.isLoading}
          onNetwork={{ nft: '', quantity: '' }}
        />
        <NftPicker form={form} data={data} />
        <TextField label="Collection address" placeholder="0x…" {...form.field('collectionAddress')} />
        <TextField label="NFT ID" {...form.field('nftId')} />
        <TextField label="Recipient wallet address" placeholder="0x…" {...form.field('recipient')} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            label="Amount"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            {...amount}
            helperText={
              amount.helperText ??
              (values.quantity ? `Balance: ${fixed(values.quantity, UI.nftQuantityDecimals)}` : undefined)
            }
          />
          <TextField select label="NFT type" {...form.field('nftType')}>
            {NFT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <FlowButtons
          disabled={flow.state.busy || !ready}
          labels={{
            direct: 'Transfer NFT (Direct Execute)',
            userOp: 'Create NFT Transfer UserOp',
            estimate: 'NFT Transfer (Estimate + Execute)',
          }}
          paths={flow}
          request={request}
          feePayer={values.sponsored ? values.feePayer : undefined}
        />
      </Stack>
    </Paper>
  );
}

/** What the review dialogs say is being sent. */
export function NftSummary({ values }: { values: NftValues }) {
  return (
    <Typography>
      Transfer <strong>{values.amount}</strong> × {values.nftType} <strong>#{values.nftId}</strong> of{' '}
      <span style={{ fontFamily: 'monospace' }}>{values.collectionAddress}</span> to{' '}
      <span style={{ fontFamily: 'monospace' }}>{values.recipient}</span>.
    </Typography>
  );
}

/** The user's NFTs on the network, one of which fills the fields below (or a note that there are none). */
function NftPicker({ form, data }: { form: IntentForm<NftValues>; data: NftData }) {
  const { caip2Id, nft } = form.values;
  const pick = (key: string) => {
    const picked = data.networkNfts.find((n) => nftKey(n) === key);
    form.set(picked ? pickedNft(picked) : { nft: '' });
  };
  return (
    <>
      {caip2Id && data.networkNfts.length === 0 && !data.nftsLoading && (
        <Alert severity="info" data-testid="no-nfts">
          {DEMO.noNftsFound}
        </Alert>
      )}
      <TextField
        select
        label="NFT"
        value={nft}
        onChange={(e) => pick(e.target.value)}
        disabled={!caip2Id || data.networkNfts.length === 0}
        slotProps={{ htmlInput: { 'data-testid': 'nft-select' } }}
      >
        {data.networkNfts.map((n) => (
          <MenuItem key={nftKey(n)} value={nftKey(n)}>
            {n.nftName || `NFT #${n.nftId}`} · {n.collectionName ?? n.collectionAddress} · {n.entityType}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
