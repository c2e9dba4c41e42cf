import { Box, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { CHAIN_TYPES } from '@satchel/shared';
import { DEMO_FMT } from '@satchel/shared/demo';
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/BackendContext.js';
import type { Chain, IntentRequest } from '../../backend/types.js';
import { ChainTypeToggle, NetworkSelect } from '../../components/NetworkSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { feePayerReady, SponsorshipFields } from '../../components/SponsorshipFields.js';
import { shortAddress } from '../../components/format.js';
import { useFieldError } from '../../components/use-field-error.js';
import { userSolanaAddress } from '../../components/user-solana-address.js';
import { useAccounts, useChains, usePortfolio, useTokens } from '../../hooks/use-reads.js';
import { FlowButtons } from '../../shared/transaction-flow/FlowButtons.js';
import { TransactionModals } from '../../shared/transaction-flow/TransactionModals.js';
import { isFinalStatus, useTransactionFlow } from '../../shared/transaction-flow/use-transaction-flow.js';
import { findHolding, TokenBalance } from './TokenBalance.js';
import { type TokenField, tokenFormProblem } from './token-form-problem.js';

const NATIVE = 'native';
const EMPTY = { caip2Id: '', sponsored: false, feePayer: '', token: '', amount: '', recipient: '' };

export function TransferTokenPage() {
  const chains = useChains();
  const tokens = useTokens();
  const portfolio = usePortfolio();
  const accounts = useAccounts();
  const { auth } = useBackend();
  const [chainType, setChainType] = useState<string>('EVM');
  const [form, setForm] = useState(EMPTY);
  const fieldError = useFieldError<TokenField>();
  const set = (patch: Partial<typeof EMPTY>) => {
    fieldError.clear();
    setForm((f) => ({ ...f, ...patch }));
  };
  const flow = useTransactionFlow({
    executeError: DEMO_FMT.errorInTokenTransfer,
    onReset: () => setForm(EMPTY),
    detailsWhenFinal: true,
  });

  // A final order changed the balances: show the new ones.
  const finalStatus = isFinalStatus(flow.state.order?.status);
  const refreshPortfolio = portfolio.mutate;
  useEffect(() => {
    if (finalStatus) void refreshPortfolio();
  }, [finalStatus, refreshPortfolio]);

  const networkTokens = (tokens.data ?? []).filter(
    (t) => t.caipId.toLowerCase() === form.caip2Id.toLowerCase(),
  );
  const tokenAddress = form.token === NATIVE ? '' : form.token;
  const selectedToken = form.token ? networkTokens.find((t) => t.address === tokenAddress) : undefined;
  const holding = findHolding(portfolio.data, selectedToken);

  // Network selection resets token and balance and takes sponsorship from the chain (default false).
  const pickNetwork = (chain: Chain | undefined) =>
    setForm((f) => ({
      ...f,
      caip2Id: chain?.caipId ?? '',
      sponsored: chain?.sponsorshipEnabled ?? false,
      token: '',
      feePayer: '',
    }));

  const request = (): IntentRequest | undefined => {
    const problem = tokenFormProblem(
      {
        caip2Id: form.caip2Id,
        chainType,
        sponsorshipEnabled: form.sponsored,
        feePayer: form.feePayer,
        token: form.token ? tokenAddress : '\u0000none',
        loadedTokens: networkTokens.map((t) => t.address),
        amount: form.amount,
        recipient: form.recipient,
      },
      chainType === 'SOLANA' ? userSolanaAddress(accounts.data, form.caip2Id) : (auth.session?.userSWA ?? ''),
    );
    if (problem) {
      if (problem.field) fieldError.show(problem.field, problem.message);
      else flow.setError(problem.message);
      return undefined;
    }
    fieldError.clear();
    return {
      kind: 'tokenTransfer',
      input: {
        caip2Id: form.caip2Id,
        recipient: form.recipient.trim(),
        token: tokenAddress,
        amount: form.amount.trim(),
      },
    };
  };
  const feePayer = form.sponsored ? form.feePayer : undefined;
  const run = (path: (r: IntentRequest, f?: string) => Promise<void>) => {
    const r = request();
    if (r) void path(r, feePayer);
  };

  const missing =
    !form.caip2Id ||
    !form.token ||
    !form.amount ||
    !form.recipient ||
    !feePayerReady(form.sponsored, form.feePayer);
  const summary = (
    <Typography>
      Send <strong>{form.amount}</strong> (smallest unit) of <strong>{selectedToken?.symbol ?? '—'}</strong>{' '}
      to <strong style={{ fontFamily: 'monospace' }}>{form.recipient}</strong> on {form.caip2Id}.
    </Typography>
  );

  return (
    <Box>
      <PageHeader
        title="Token Transfer"
        subtitle="Send a token from the user's wallet: directly, via a user operation you review and sign, or with an estimate first."
        error={
          flow.state.error ??
          (chains.error
            ? DEMO_FMT.failedToFetchChains(chains.error.message)
            : tokens.error
              ? DEMO_FMT.failedToFetchTokens(tokens.error.message)
              : undefined)
        }
        onDismiss={flow.dismissError}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2.5}>
              <ChainTypeToggle
                types={CHAIN_TYPES}
                value={chainType}
                onChange={(t) => {
                  setChainType(t);
                  pickNetwork(undefined);
                }}
              />
              <NetworkSelect
                chains={chains.data}
                chainType={chainType}
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
              <TextField
                select
                label="Token"
                value={form.token}
                onChange={(e) => set({ token: e.target.value })}
                disabled={!form.caip2Id}
                {...fieldError.props('token')}
                slotProps={{ htmlInput: { 'data-testid': 'token-select' } }}
              >
                {networkTokens.map((t) => (
                  <MenuItem key={t.address || NATIVE} value={t.address || NATIVE}>
                    {t.symbol} — {t.address ? shortAddress(t.address) : 'native'}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Amount (smallest unit)"
                value={form.amount}
                onChange={(e) => set({ amount: e.target.value.trim() })}
                placeholder="1000000000000000"
                {...fieldError.props('amount')}
              />
              <TokenBalance token={selectedToken} holding={holding} amount={form.amount} />
              <TextField
                label="Recipient address"
                value={form.recipient}
                onChange={(e) => set({ recipient: e.target.value })}
                {...fieldError.props('recipient')}
                placeholder={chainType === 'SOLANA' ? 'base58 public key' : '0x…'}
              />
              <FlowButtons
                disabled={flow.state.busy || missing}
                labels={{
                  direct: 'Transfer Token (Direct Execute)',
                  userOp: 'Create Token Transfer UserOp',
                  estimate: 'Token Transfer (Estimate + Execute)',
                }}
                onDirect={() => run(flow.directExecute)}
                onUserOp={() => run(flow.createUserOp)}
                onEstimate={() => run(flow.estimate)}
              />
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
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
        </Grid>
      </Grid>
      <TransactionModals flow={flow} summary={summary} />
    </Box>
  );
}
