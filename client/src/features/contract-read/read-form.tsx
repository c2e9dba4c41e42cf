import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { CONTRACT_READ_CHAIN_TYPES } from '@satchel/shared';
import { NetworkFields } from '../../intent-form/network-fields.js';
import type { IntentForm } from '../../intent-form/use-intent-form.js';
import {
  EMPTY_READ_FIELDS,
  EMPTY_READ_FORM,
  readRequest,
  readSchema,
  type ReadValues,
} from './read-schema.js';
import { StringList } from './string-list.js';
import type { ContractRead } from './use-contract-read.js';

type ReadForm = IntentForm<ReadValues>;

/** Examples, chain type, network and the chain type's fields; Read Contract Data. */
export function ReadForm({ form, reader }: { form: ReadForm; reader: ContractRead }) {
  const { values } = form;
  const read = () => {
    // A new try: the last read's error goes, whatever this one finds.
    reader.dismissError();
    if (form.check(readSchema(values.chainType)))
      void reader.read(readRequest(values), values.chainType === 'EVM');
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Stack spacing={2.5}>
        <Examples form={form} examples={reader.examples} />
        <NetworkFields
          form={form}
          chains={reader.chains.data}
          loading={reader.chains.isLoading}
          chainTypes={CONTRACT_READ_CHAIN_TYPES}
          sponsorship={false}
          onChainType={EMPTY_READ_FIELDS}
        />
        {values.chainType === 'EVM' ? (
          <>
            <TextField
              label="Contract address"
              placeholder="0x…"
              {...form.field('contractAddress', { trim: true })}
            />
            <TextField
              label="Function ABI (JSON)"
              multiline
              minRows={6}
              sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 12 } }}
              {...form.field('abi')}
            />
            <TextField
              label="Arguments (JSON object)"
              placeholder='{"account": "0x…"}'
              {...form.field('args')}
            />
          </>
        ) : (
          <>
            <TextField label="Function" placeholder="0x1::coin::balance" {...form.field('function')} />
            <StringList
              label="Type argument"
              values={values.typeArguments}
              onChange={(typeArguments) => form.set({ typeArguments })}
            />
            <StringList
              label="Function argument"
              values={values.functionArguments}
              onChange={(functionArguments) => form.set({ functionArguments })}
            />
          </>
        )}
        <Box>
          <Button variant="contained" onClick={read} disabled={reader.busy || !values.caip2Id}>
            {reader.busy ? 'Reading…' : 'Read Contract Data'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** One-click examples: an ERC-20 balance and an Aptos coin balance of the user, each filling the whole form. */
function Examples({ form, examples }: { form: ReadForm; examples: ContractRead['examples'] }) {
  const { evm, aptos } = examples;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Try an example:
      </Typography>
      {evm && (
        <Chip
          clickable
          color="primary"
          variant="outlined"
          label={`ERC-20 ${evm.label}`}
          onClick={() => {
            const { caip2Id, contractAddress, abi, args } = evm;
            form.reset({ ...EMPTY_READ_FORM, caip2Id, contractAddress, abi, args });
          }}
        />
      )}
      {aptos && (
        <Chip
          clickable
          color="primary"
          variant="outlined"
          label="Aptos 0x1::coin::balance(you)"
          onClick={() => form.reset({ ...EMPTY_READ_FORM, chainType: 'APTOS', ...aptos })}
        />
      )}
    </Box>
  );
}
