import { useState } from 'react';
import { useBackend } from '../../backend/backend-context.js';
import type { ContractReadRequest } from '../../backend/types.js';
import { useAccounts, useChains, useTokens } from '../../hooks/use-reads.js';
import { DEMO_FMT } from '../../lib/demo-messages.js';
import { aptosExample, erc20Example } from './examples.js';

/** The networks, the one-click examples, and a read: busy while it runs, then its result or its error. */
export function useContractRead() {
  const { backend, auth } = useBackend();
  const chains = useChains();
  const tokens = useTokens();
  const accounts = useAccounts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string[]>();

  const read = async (request: ContractReadRequest, evm: boolean) => {
    setBusy(true);
    try {
      setResult(await backend.readContractData(request));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(evm ? DEMO_FMT.evmReadError(message) : DEMO_FMT.aptosReadError(message));
    } finally {
      setBusy(false);
    }
  };
  return {
    chains,
    examples: {
      evm: erc20Example(tokens.data, auth.session?.userSWA ?? ''),
      aptos: aptosExample(chains.data, accounts.data),
    },
    read,
    busy,
    error,
    result,
    dismissError: () => setError(undefined),
    clear: () => {
      setResult(undefined);
      setError(undefined);
    },
  };
}

export type ContractRead = ReturnType<typeof useContractRead>;
