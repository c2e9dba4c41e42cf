import { Box, Button, Paper, Stack, TextField } from '@mui/material';
import { CHAIN_TYPES } from '@satchel/shared';
import { DEMO } from '@satchel/shared/demo';
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/BackendContext.js';
import type { Chain, IntentRequest } from '../../backend/types.js';
import { ChainTypeToggle, NetworkSelect } from '../../components/NetworkSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { feePayerReady, SponsorshipFields } from '../../components/SponsorshipFields.js';
import { useFieldError } from '../../components/use-field-error.js';
import { userSolanaAddress } from '../../components/user-solana-address.js';
import { useAccounts, useChains } from '../../hooks/use-reads.js';
import { FlowButtons } from '../../shared/transaction-flow/FlowButtons.js';
import { TransactionModals } from '../../shared/transaction-flow/TransactionModals.js';
import { useTransactionFlow } from '../../shared/transaction-flow/use-transaction-flow.js';
import { parseAptosArguments, parseTypeArguments } from './parse-aptos-args.js';
import { aptosRawProblem, evmRawProblem, type RawField, solanaRawProblem } from './raw-form-problem.js';
import { SolanaForm } from './SolanaForm.js';
import { EMPTY_SOLANA, solanaInstructions, type SolanaFormValue } from './solana-form-value.js';

const EMPTY_EVM = { from: '', to: '', value: '', data: '' };
const EMPTY_APTOS = { function: '', typeArguments: '', functionArguments: '' };
const APTOS_EXAMPLE = {
  function: '0x1::aptos_account::transfer',
  typeArguments: '',
  functionArguments: '["0x000000000000000000000000000000000000000000000000000000000000beef", "1000"]',
};

export function RawTransactionPage() {
  const { auth } = useBackend();
  const chains = useChains();
  const [chainType, setChainType] = useState<string>('EVM');
  const [network, setNetwork] = useState({ caip2Id: '', sponsored: false, feePayer: '' });
  const userSWA = auth.session?.userSWA ?? '';
  const fieldError = useFieldError<RawField>();
  const [evm, setEvmState] = useState({ ...EMPTY_EVM, from: userSWA });
  const [aptos, setAptosState] = useState(EMPTY_APTOS);
  const [solana, setSolanaState] = useState<SolanaFormValue>(EMPTY_SOLANA);
  // A field's error goes once the user changes the form.
  const edit =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      fieldError.clear();
      setter(v);
    };
  const setEvm = edit(setEvmState);
  const setAptos = edit(setAptosState);
  const setSolana = edit(setSolanaState);
  // The signer defaults to the user's Solana address, as `from` defaults to the userSWA.
  const solanaAddress = userSolanaAddress(useAccounts().data, network.caip2Id);
  useEffect(() => {
    if (solanaAddress) setSolanaState((s) => (s.signer ? s : { ...s, signer: solanaAddress }));
  }, [solanaAddress]);
  const reset = () => {
    setEvmState({ ...EMPTY_EVM, from: userSWA });
    setAptosState(EMPTY_APTOS);
    setSolanaState({ ...EMPTY_SOLANA, signer: solanaAddress });
  };
  const flow = useTransactionFlow({ onReset: reset });

  const pickNetwork = (chain: Chain | undefined) =>
    setNetwork({ caip2Id: chain?.caipId ?? '', sponsored: chain?.sponsorshipEnabled ?? false, feePayer: '' });

  const request = (): IntentRequest => {
    const caip2Id = network.caip2Id;
    if (chainType === 'EVM')
      return {
        kind: 'evmRawTransaction',
        input: {
          caip2Id,
          transaction: {
            from: evm.from.trim(),
            to: evm.to.trim(),
            value: evm.value.trim(),
            ...(evm.data.trim() ? { data: evm.data.trim() } : {}),
          },
        },
      };
    if (chainType === 'APTOS')
      return {
        kind: 'aptosRawTransaction',
        input: {
          caip2Id,
          transactions: [
            {
              function: aptos.function.trim(),
              typeArguments: parseTypeArguments(aptos.typeArguments),
              functionArguments: parseAptosArguments(aptos.functionArguments),
            },
          ],
        },
      };
    return {
      kind: 'solanaRawTransaction',
      input: {
        caip2Id,
        transaction: { signer: solana.signer.trim(), instructions: solanaInstructions(solana) },
      },
    };
  };
  const run = (path: (r: IntentRequest, f?: string) => Promise<void>) => {
    if (network.sponsored && !network.feePayer.startsWith('0x'))
      return flow.setError(DEMO.enterValidFeePayer);
    const problem =
      chainType === 'EVM'
        ? evmRawProblem(evm)
        : chainType === 'APTOS'
          ? aptosRawProblem(aptos)
          : solanaRawProblem(solana, solanaAddress);
    if (problem) return fieldError.show(problem.field, problem.message);
    let r: IntentRequest;
    try {
      r = request();
    } catch (e) {
      return flow.setError(e instanceof Error ? e.message : String(e));
    }
    void path(r, network.sponsored ? network.feePayer : undefined);
  };

  const ready =
    !!network.caip2Id &&
    feePayerReady(network.sponsored, network.feePayer) &&
    (chainType === 'EVM'
      ? !!(evm.from && evm.to && evm.value)
      : chainType === 'APTOS'
        ? !!aptos.function
        : !!solana.signer && solana.instructions.length > 0);

  return (
    <Box>
      <PageHeader
        title="Raw Transaction"
        subtitle="Send any call: an EVM transaction, an Aptos entry function, or Solana instructions."
        error={flow.state.error}
        onDismiss={flow.dismissError}
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
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
            value={network.caip2Id}
            onChange={pickNetwork}
            loading={chains.isLoading}
          />
          <SponsorshipFields
            caip2Id={network.caip2Id}
            sponsored={network.sponsored}
            feePayer={network.feePayer}
            onFeePayer={(feePayer) => setNetwork((n) => ({ ...n, feePayer }))}
          />
          {chainType === 'EVM' && (
            <>
              <TextField
                label="From (sender)"
                {...fieldError.props('from')}
                value={evm.from}
                onChange={(e) => setEvm({ ...evm, from: e.target.value })}
              />
              <TextField
                label="To (recipient)"
                {...fieldError.props('to')}
                value={evm.to}
                onChange={(e) => setEvm({ ...evm, to: e.target.value })}
                placeholder="0x…"
              />
              <TextField
                label="Value (wei)"
                {...fieldError.props('value')}
                value={evm.value}
                onChange={(e) => setEvm({ ...evm, value: e.target.value })}
                placeholder="0"
              />
              <TextField
                label="Data (optional hex)"
                {...fieldError.props('data')}
                value={evm.data}
                onChange={(e) => setEvm({ ...evm, data: e.target.value })}
                placeholder="0x"
              />
            </>
          )}
          {chainType === 'APTOS' && (
            <>
              <Box>
                <Button size="small" onClick={() => setAptos(APTOS_EXAMPLE)}>
                  Fill example: transfer 1000 octas
                </Button>
              </Box>
              <TextField
                label="Function"
                {...fieldError.props('function')}
                value={aptos.function}
                onChange={(e) => setAptos({ ...aptos, function: e.target.value })}
                placeholder="0x1::aptos_account::transfer"
              />
              <TextField
                label="Type arguments (comma-separated)"
                value={aptos.typeArguments}
                onChange={(e) => setAptos({ ...aptos, typeArguments: e.target.value })}
                placeholder="0x1::aptos_coin::AptosCoin"
              />
              <TextField
                label="Function arguments"
                value={aptos.functionArguments}
                onChange={(e) => setAptos({ ...aptos, functionArguments: e.target.value })}
                placeholder='["0xrecipient", "1000"]'
                {...fieldError.props('functionArguments')}
                helperText={
                  fieldError.props('functionArguments').helperText ??
                  'A JSON-style list: numeric strings become numbers, hex strings stay strings.'
                }
              />
            </>
          )}
          {chainType === 'SOLANA' && (
            <SolanaForm value={solana} onChange={setSolana} fieldProps={fieldError.props} />
          )}
          <FlowButtons
            disabled={flow.state.busy || !ready}
            labels={{
              direct: 'Send Transaction (Direct Execute)',
              userOp: 'Create Raw Transaction UserOp',
              estimate: 'Raw Transaction (Estimate + Execute)',
            }}
            onDirect={() => run(flow.directExecute)}
            onUserOp={() => run(flow.createUserOp)}
            onEstimate={() => run(flow.estimate)}
          />
        </Stack>
      </Paper>
      <TransactionModals flow={flow} />
    </Box>
  );
}
