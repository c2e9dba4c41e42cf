import { Alert, Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { isEvmChain, NFT_TYPES, UI, type NftType } from '@satchel/shared';
import { checkNftTransferForm, DEMO } from '@satchel/shared/demo';
import { useState } from 'react';
import type { Chain, IntentRequest, NftItem } from '../../backend/types.js';
import { fixed } from '../../components/format.js';
import { NetworkSelect } from '../../components/NetworkSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { feePayerReady, SponsorshipFields } from '../../components/SponsorshipFields.js';
import { useFieldError } from '../../components/use-field-error.js';
import { useChains, useNfts } from '../../hooks/use-reads.js';
import { FlowButtons } from '../../shared/transaction-flow/FlowButtons.js';
import { TransactionModals } from '../../shared/transaction-flow/TransactionModals.js';
import { useTransactionFlow } from '../../shared/transaction-flow/use-transaction-flow.js';
import { nftFormProblem, type NftField } from './nft-form-problem.js';

const EMPTY = {
  caip2Id: '',
  sponsored: false,
  feePayer: '',
  nft: '',
  collectionAddress: '',
  nftId: '',
  recipient: '',
  amount: '1',
  nftType: 'ERC721' as NftType,
  quantity: '',
};
const nftKey = (n: NftItem) => `${n.collectionAddress}-${n.nftId}`;

export function TransferNftPage() {
  const chains = useChains();
  const nfts = useNfts();
  const [form, setForm] = useState(EMPTY);
  const fieldError = useFieldError<NftField>();
  const set = (patch: Partial<typeof EMPTY>) => {
    fieldError.clear();
    setForm((f) => ({ ...f, ...patch }));
  };
  const flow = useTransactionFlow({ onReset: () => setForm(EMPTY) });

  const networkNfts = (nfts.data ?? []).filter((n) => n.caipId.toLowerCase() === form.caip2Id.toLowerCase());
  const pickNetwork = (chain: Chain | undefined) =>
    setForm((f) => ({
      ...f,
      caip2Id: chain?.caipId ?? '',
      sponsored: chain?.sponsorshipEnabled ?? false,
      nft: '',
      feePayer: '',
      quantity: '',
    }));
  const pickNft = (key: string) => {
    const nft = networkNfts.find((n) => nftKey(n) === key);
    if (!nft) return set({ nft: '' });
    set({
      nft: key,
      collectionAddress: nft.collectionAddress,
      nftId: nft.nftId,
      nftType: nft.entityType === 'ERC1155' ? 'ERC1155' : 'ERC721',
      quantity: nft.quantity,
      amount: '1',
    });
  };

  const request = (): IntentRequest | undefined => {
    const problem = nftFormProblem(form, isEvmChain(form.caip2Id));
    if (problem) {
      fieldError.show(problem.field, problem.message);
      return undefined;
    }
    const invalid = checkNftTransferForm({
      caip2Id: form.caip2Id,
      collectionAddress: form.collectionAddress.trim(),
      nftId: form.nftId.trim(),
      recipientWalletAddress: form.recipient.trim(),
      amount: form.amount,
      sponsorshipEnabled: form.sponsored,
      feePayer: form.feePayer,
    });
    if (invalid) {
      flow.setError(invalid);
      return undefined;
    }
    return {
      kind: 'nftTransfer',
      input: {
        caip2Id: form.caip2Id,
        collectionAddress: form.collectionAddress.trim(),
        nftId: form.nftId.trim(),
        recipientWalletAddress: form.recipient.trim(),
        amount: Number(form.amount),
        nftType: form.nftType,
      },
    };
  };
  const run = (path: (r: IntentRequest, f?: string) => Promise<void>) => {
    const r = request();
    if (r) void path(r, form.sponsored ? form.feePayer : undefined);
  };
  // Manual entry counts as the NFT when the list is empty.
  const missing =
    !form.caip2Id ||
    !form.collectionAddress ||
    !form.nftId ||
    !form.amount ||
    !form.recipient ||
    !feePayerReady(form.sponsored, form.feePayer);

  const summary = (
    <Typography>
      Transfer <strong>{form.amount}</strong> × {form.nftType} <strong>#{form.nftId}</strong> of{' '}
      <span style={{ fontFamily: 'monospace' }}>{form.collectionAddress}</span> to{' '}
      <span style={{ fontFamily: 'monospace' }}>{form.recipient}</span>.
    </Typography>
  );

  return (
    <Box>
      <PageHeader
        title="NFT Transfer"
        subtitle="Send an NFT (ERC721, or part of an ERC1155 balance) from the user's wallet."
        error={
          flow.state.error ??
          (chains.error ? DEMO.failedToFetchChains : nfts.error ? DEMO.failedToFetchNfts : undefined)
        }
        onDismiss={flow.dismissError}
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Stack spacing={2.5}>
          <NetworkSelect
            chains={chains.data}
            value={form.caip2Id}
            onChange={pickNetwork}
            loading={chains.isLoading}
          />
          <SponsorshipFields
            caip2Id={form.caip2Id}
            sponsored={form.sponsored}
            feePayer={form.feePayer}
            onFeePayer={(feePayer) => set({ feePayer })}
          />
          {form.caip2Id && networkNfts.length === 0 && !nfts.isLoading && (
            <Alert severity="info" data-testid="no-nfts">
              {DEMO.noNftsFound}
            </Alert>
          )}
          <TextField
            select
            label="NFT"
            value={form.nft}
            onChange={(e) => pickNft(e.target.value)}
            disabled={!form.caip2Id || networkNfts.length === 0}
            slotProps={{ htmlInput: { 'data-testid': 'nft-select' } }}
          >
            {networkNfts.map((n) => (
              <MenuItem key={nftKey(n)} value={nftKey(n)}>
                {n.nftName || `NFT #${n.nftId}`} · {n.collectionName ?? n.collectionAddress} · {n.entityType}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Collection address"
            value={form.collectionAddress}
            onChange={(e) => set({ collectionAddress: e.target.value })}
            placeholder="0x…"
            {...fieldError.props('collectionAddress')}
          />
          <TextField
            label="NFT ID"
            value={form.nftId}
            onChange={(e) => set({ nftId: e.target.value })}
            {...fieldError.props('nftId')}
          />
          <TextField
            label="Recipient wallet address"
            value={form.recipient}
            onChange={(e) => set({ recipient: e.target.value })}
            placeholder="0x…"
            {...fieldError.props('recipient')}
          />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              label="Amount"
              type="number"
              value={form.amount}
              onChange={(e) => set({ amount: e.target.value })}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              {...fieldError.props('amount')}
              helperText={
                fieldError.props('amount').helperText ??
                (form.quantity ? `Balance: ${fixed(form.quantity, UI.nftQuantityDecimals)}` : undefined)
              }
            />
            <TextField
              select
              label="NFT type"
              value={form.nftType}
              onChange={(e) => set({ nftType: e.target.value as NftType })}
            >
              {NFT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FlowButtons
            disabled={flow.state.busy || missing}
            labels={{
              direct: 'Transfer NFT (Direct Execute)',
              userOp: 'Create NFT Transfer UserOp',
              estimate: 'NFT Transfer (Estimate + Execute)',
            }}
            onDirect={() => run(flow.directExecute)}
            onUserOp={() => run(flow.createUserOp)}
            onEstimate={() => run(flow.estimate)}
          />
        </Stack>
      </Paper>
      <TransactionModals
        flow={flow}
        summary={summary}
        titles={{
          review: 'Review NFT Transfer',
          reviewEstimate: 'Review NFT Transfer Estimate',
          submitted: 'NFT Transfer Submitted',
        }}
      />
    </Box>
  );
}
