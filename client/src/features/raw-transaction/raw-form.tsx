import { Box, Button, Paper, Stack, TextField } from '@mui/material';
import { CHAIN_TYPES } from '@satchel/shared';
import type { IntentRequest } from '../../backend/types.js';
import { FlowButtons } from '../../intent-form/flow-buttons.js';
import { NetworkFields } from '../../intent-form/network-fields.js';
import { feePayerReady } from '../../intent-form/sponsorship-fields.js';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import type { TransactionFlow } from '../../transaction-flow/use-transaction-flow.js';
import { APTOS_EXAMPLE, rawReady, rawRequest, rawSchema, type RawValues } from './raw-schema.js';
import { SolanaFields } from './solana-fields.js';
import type { RawData } from './use-raw-data.js';

type RawForm = IntentForm<RawValues>;

/** Chain type, network, fee payer and the picked chain type's fields; the three paths once the form can be sent. */
export function RawForm({ form, data, flow }: { form: RawForm; data: RawData; flow: TransactionFlow }) {
  const { values } = form;
  const request = (): IntentRequest | undefined => {
    if (!form.check(rawSchema(values, data.solanaAddress))) return undefined;
    try {
      return rawRequest(values);
    } catch (e) {
      flow.setError(e instanceof Error ? e.message : String(e));
      return undefined;
    }
  };
  const ready = !!values.caip2Id && feePayerReady(values.sponsored, values.feePayer) && rawReady(values);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Stack spacing={2.5}>
        <NetworkFields
          form={form}
          chains={data.chains.data}
          loading={data.chains.isLoading}
          chainTypes={CHAIN_TYPES}
        />
        {values.chainType === 'EVM' && <EvmFields form={form} />}
        {values.chainType === 'APTOS' && <AptosFields form={form} />}
        {values.chainType === 'SOLANA' && <SolanaFields form={form} />}
        <FlowButtons
          disabled={flow.state.busy || !ready}
          labels={{
            direct: 'Send Transaction (Direct Execute)',
            userOp: 'Create Raw Transaction UserOp',
            estimate: 'Raw Transaction (Estimate + Execute)',
          }}
          paths={flow}
          request={request}
          feePayer={values.sponsored ? values.feePayer : undefined}
        />
      </Stack>
    </Paper>
  );
}

function EvmFields({ form }: { form: RawForm }) {
  return (
    <>
      <TextField label="From (sender)" {...form.field('from')} />
      <TextField label="To (recipient)" placeholder="0x…" {...form.field('to')} />
      <TextField label="Value (wei)" placeholder="0" {...form.field('value')} />
      <TextField label="Data (optional hex)" placeholder="0x" {...form.field('data')} />
    </>
  );
}

function AptosFields({ form }: { form: RawForm }) {
  return (
    <>
      <Box>
        <Button size="small" onClick={() => form.set(APTOS_EXAMPLE)}>
          Fill example: transfer 1000 octas
        </Button>
      </Box>
      <TextField label="Function" placeholder="0x1::aptos_account::transfer" {...form.field('function')} />
      <TextField
        label="Type arguments (comma-separated)"
        placeholder="0x1::aptos_coin::AptosCoin"
        {...form.field('typeArguments')}
      />
      <TextField
        label="Function arguments"
        placeholder='["0xrecipient", "1000"]'
        {...form.field('functionArguments', {
          hint: 'A JSON-style list: numeric strings become numbers, hex strings stay strings.',
        })}
      />
    </>
  );
}
