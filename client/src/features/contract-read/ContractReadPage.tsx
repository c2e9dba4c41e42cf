import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { CONTRACT_READ_CHAIN_TYPES } from '@satchel/shared';
import { DEMO_FMT } from '@satchel/shared/demo';
import { useState } from 'react';
import { useBackend } from '../../backend/BackendContext.js';
import type { Chain, ContractReadRequest } from '../../backend/types.js';
import { CopyButton } from '../../components/CopyButton.js';
import { JsonView, jsonText } from '../../components/JsonView.js';
import { ChainTypeToggle, NetworkSelect } from '../../components/NetworkSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useFieldError } from '../../components/use-field-error.js';
import { useAccounts, useChains, useTokens } from '../../hooks/use-reads.js';
import { aptosExample, erc20Example } from './examples.js';
import { aptosReadProblem, evmReadForm, type ReadField } from './read-form-problem.js';
import { StringList } from './StringList.js';

const EMPTY = {
  caip2Id: '',
  contractAddress: '',
  abi: '',
  args: '',
  function: '',
  typeArguments: [] as string[],
  functionArguments: [] as string[],
};

/** Contract Read /rawRead: EVM (address, ABI, args) or Aptos (function, type and function arguments). */
export function ContractReadPage() {
  const { backend, auth } = useBackend();
  const chains = useChains();
  const tokens = useTokens();
  const accounts = useAccounts();
  const [chainType, setChainType] = useState<string>('EVM');
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string[]>();
  const fieldError = useFieldError<ReadField>();
  const set = (patch: Partial<typeof EMPTY>) => {
    fieldError.clear();
    setForm((f) => ({ ...f, ...patch }));
  };

  const evmExample = erc20Example(tokens.data, auth.session?.userSWA ?? '');
  const aptExample = aptosExample(chains.data, accounts.data);

  const read = async () => {
    setError(undefined);
    const isEvm = chainType === 'EVM';
    let data: ContractReadRequest['data'];
    if (isEvm) {
      const parsed = evmReadForm(form);
      if ('problem' in parsed) return fieldError.show(parsed.problem.field, parsed.problem.message);
      // The ABI and args are the user's JSON text, parsed: the SDK/BFF check them with the spec's messages.
      data = parsed as ContractReadRequest['data'];
    } else {
      const problem = aptosReadProblem(form);
      if (problem) return fieldError.show(problem.field, problem.message);
      data = {
        function: form.function.trim(),
        typeArguments: form.typeArguments.filter(Boolean),
        functionArguments: form.functionArguments,
      };
    }
    setBusy(true);
    try {
      setResult(await backend.readContractData({ caip2Id: form.caip2Id, data }));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(isEvm ? DEMO_FMT.evmReadError(message) : DEMO_FMT.aptosReadError(message));
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setResult(undefined);
    setError(undefined);
    fieldError.clear();
    setChainType('EVM');
    setForm(EMPTY);
  };

  return (
    <Box>
      <PageHeader
        title="Contract Read"
        subtitle="Call a view function on any whitelisted network; nothing is signed or spent."
        error={error}
        onDismiss={() => setError(undefined)}
      />
      {result ? (
        <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }} data-testid="read-result">
          <Typography variant="h6" gutterBottom>
            Result
          </Typography>
          <JsonView value={result} testId="read-result-json" />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <CopyButton text={jsonText(result)} />
            <Button variant="contained" onClick={again}>
              Read Another Contract
            </Button>
          </Box>
        </Paper>
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
          <Stack spacing={2.5}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                Try an example:
              </Typography>
              {evmExample && (
                <Chip
                  clickable
                  color="primary"
                  variant="outlined"
                  label={`ERC-20 ${evmExample.label}`}
                  onClick={() => {
                    fieldError.clear();
                    setChainType('EVM');
                    setForm({
                      ...EMPTY,
                      caip2Id: evmExample.caip2Id,
                      contractAddress: evmExample.contractAddress,
                      abi: evmExample.abi,
                      args: evmExample.args,
                    });
                  }}
                />
              )}
              {aptExample && (
                <Chip
                  clickable
                  color="primary"
                  variant="outlined"
                  label="Aptos 0x1::coin::balance(you)"
                  onClick={() => {
                    fieldError.clear();
                    setChainType('APTOS');
                    setForm({
                      ...EMPTY,
                      caip2Id: aptExample.caip2Id,
                      function: aptExample.function,
                      typeArguments: aptExample.typeArguments,
                      functionArguments: aptExample.functionArguments,
                    });
                  }}
                />
              )}
            </Box>
            <ChainTypeToggle
              types={CONTRACT_READ_CHAIN_TYPES}
              value={chainType}
              onChange={(t) => {
                fieldError.clear();
                setChainType(t);
                setForm(EMPTY);
              }}
            />
            <NetworkSelect
              chains={chains.data}
              chainType={chainType}
              value={form.caip2Id}
              onChange={(c: Chain | undefined) => set({ caip2Id: c?.caipId ?? '' })}
              loading={chains.isLoading}
            />
            {chainType === 'EVM' ? (
              <>
                <TextField
                  label="Contract address"
                  {...fieldError.props('contractAddress')}
                  value={form.contractAddress}
                  onChange={(e) => set({ contractAddress: e.target.value.trim() })}
                  placeholder="0x…"
                />
                <TextField
                  label="Function ABI (JSON)"
                  {...fieldError.props('abi')}
                  multiline
                  minRows={6}
                  value={form.abi}
                  onChange={(e) => set({ abi: e.target.value })}
                  sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 12 } }}
                />
                <TextField
                  label="Arguments (JSON object)"
                  {...fieldError.props('args')}
                  value={form.args}
                  onChange={(e) => set({ args: e.target.value })}
                  placeholder='{"account": "0x…"}'
                />
              </>
            ) : (
              <>
                <TextField
                  label="Function"
                  {...fieldError.props('function')}
                  value={form.function}
                  onChange={(e) => set({ function: e.target.value })}
                  placeholder="0x1::coin::balance"
                />
                <StringList
                  label="Type argument"
                  values={form.typeArguments}
                  onChange={(typeArguments) => set({ typeArguments })}
                />
                <StringList
                  label="Function argument"
                  values={form.functionArguments}
                  onChange={(functionArguments) => set({ functionArguments })}
                />
              </>
            )}
            <Box>
              <Button variant="contained" onClick={read} disabled={busy || !form.caip2Id}>
                {busy ? 'Reading…' : 'Read Contract Data'}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
