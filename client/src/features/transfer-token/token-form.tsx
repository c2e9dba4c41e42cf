import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { CHAIN_TYPES } from '@satchel/shared';
import { FlowButtons } from '../../intent-form/flow-buttons.js';
import { NetworkFields } from '../../intent-form/network-fields.js';
import { feePayerReady } from '../../intent-form/sponsorship-fields.js';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import { shortAddress } from '../../lib/format.js';
import type { TransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { TokenBalance } from './token-balance.js';
import { NATIVE, tokenRequest, tokenSchema, type TokenValues } from './token-schema.js';
import type { TokenData } from './use-token-data.js';

/** Chain type, network, fee payer, token, amount and recipient; the three paths once the form can be sent. */
export function TokenForm({
  form,
  data,
  flow,
}: {
  form: IntentForm<TokenValues>;
  data: TokenData;
  flow: TransactionFlow;
}) {
  const { values } = form;
  const request = () => {
    const schema = tokenSchema({
      chainType: values.chainType,
      sponsored: values.sponsored,
      loadedTokens: data.networkTokens.map((t) => t.address),
      user: data.user,
    });
    return form.check(schema) ? tokenRequest(values) : undefined;
  };
  const ready =
    !!values.caip2Id &&
    !!values.token &&
    !!values.amount &&
    !!values.recipient &&
    feePayerReady(values.sponsored, values.feePayer);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <NetworkFields
          form={form}
          chains={data.chains.data}
          loading={data.chains.isLoading}
          chainTypes={CHAIN_TYPES}
          // A new network has other tokens.
          onNetwork={{ token: '' }}
        />
        <TextField
          select
          label="Token"
          disabled={!values.caip2Id}
          {...form.field('token')}
          slotProps={{ htmlInput: { 'data-testid': 'token-select' } }}
        >
          {data.networkTokens.map((t) => (
            <MenuItem key={t.address || NATIVE} value={t.address || NATIVE}>
              {t.symbol} — {t.address ? shortAddress(t.address) : 'native'}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Amount (smallest unit)"
          placeholder="1000000000000000"
          {...form.field('amount', { trim: true })}
        />
        <TokenBalance token={data.selectedToken} holding={data.holding} amount={values.amount} />
        <TextField
          label="Recipient address"
          placeholder={values.chainType === 'SOLANA' ? 'base58 public key' : '0x…'}
          {...form.field('recipient')}
        />
        <FlowButtons
          disabled={flow.state.busy || !ready}
          labels={{
            direct: 'Transfer Token (Direct Execute)',
            userOp: 'Create Token Transfer UserOp',
            estimate: 'Token Transfer (Estimate + Execute)',
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
export function TokenSummary({ values, symbol }: { values: TokenValues; symbol: string | undefined }) {
  return (
    <Typography>
      Send <strong>{values.amount}</strong> (smallest unit) of <strong>{symbol ?? '—'}</strong> to{' '}
      <strong style={{ fontFamily: 'monospace' }}>{values.recipient}</strong> on {values.caip2Id}.
    </Typography>
  );
}
