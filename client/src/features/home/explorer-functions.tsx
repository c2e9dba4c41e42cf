import { Box, Button, Tooltip, Typography } from '@mui/material';
import { DEMO_FMT } from '../../lib/demo-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../backend/backend-context.js';
import type { Backend, HistoryKind, HistoryPage, Portfolio } from '../../backend/types.js';
import { ResultModal } from '../../components/result-modal.js';
import { Section } from '../../components/section.js';
import { HISTORY_PAGE_SIZE, HistoryPages } from './history-pages.js';
import { PortfolioTable } from './portfolio-table.js';

interface ExplorerCall {
  name: string;
  tagLine: string;
  hint?: string;
  call: (backend: Backend) => Promise<unknown>;
}

const CALLS: ExplorerCall[] = [
  { name: 'getAccount', tagLine: "The user's wallet address on every network", call: (b) => b.getAccount() },
  {
    name: 'getChains',
    tagLine: 'Networks available to this client',
    hint: 'Ensure the chains are whitelisted',
    call: (b) => b.getChains(),
  },
  {
    name: 'getOrdersHistory',
    tagLine: "The user's orders, newest first, a page at a time",
    call: (b) => b.historyPage('orders', 1, HISTORY_PAGE_SIZE),
  },
  {
    name: 'getPortfolio',
    tagLine: 'Balances and values across networks',
    hint: 'Ensure the token is whitelisted',
    call: (b) => b.getPortfolio(),
  },
  {
    name: 'getPortfolioActivity',
    tagLine: 'Deposits and withdrawals, newest first, a page at a time',
    call: (b) => b.historyPage('activity', 1, HISTORY_PAGE_SIZE),
  },
  {
    name: 'getPortfolioNFT',
    tagLine: 'NFTs the user holds',
    hint: 'Ensure the NFT is whitelisted',
    call: (b) => b.getPortfolioNFT(),
  },
  {
    name: 'getTokens',
    tagLine: 'Tokens available to this client',
    hint: 'Ensure the token is whitelisted',
    call: (b) => b.getTokens(),
  },
];

/** The calls whose result is a history in pages, with "Load more". */
const HISTORY_OF: Record<string, HistoryKind | undefined> = {
  getOrdersHistory: 'orders',
  getPortfolioActivity: 'activity',
};

interface Result {
  call: ExplorerCall;
  value?: unknown;
  error?: string;
}

export function ExplorerFunctions() {
  const { backend } = useBackend();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string>();
  const [result, setResult] = useState<Result>();

  const run = async (call: ExplorerCall) => {
    setBusy(call.name);
    try {
      setResult({ call, value: await call.call(backend) });
    } catch (e) {
      setResult({ call, error: DEMO_FMT.resultError(e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Section
      title="Explorer Functions"
      subtitle="Read what the wallet knows. Each call opens its result."
      testId="explorer-functions"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CALLS.map((call) => (
          <Tooltip key={call.name} title={call.hint ?? call.tagLine}>
            <span>
              <Button
                variant="outlined"
                onClick={() => run(call)}
                disabled={!!busy}
                sx={{ fontFamily: 'monospace' }}
              >
                {busy === call.name ? 'Loading…' : call.name}
              </Button>
            </span>
          </Tooltip>
        ))}
        <Button
          variant="outlined"
          color="secondary"
          onClick={() => navigate('/rawRead')}
          sx={{ fontFamily: 'monospace' }}
        >
          Raw Read
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        Empty lists usually mean the chain, token or NFT is not whitelisted for this client.
      </Typography>
      <ResultModal
        open={!!result}
        title={result?.call.name ?? ''}
        tagLine={result?.call.tagLine}
        value={result?.value}
        error={result?.error}
        onClose={() => setResult(undefined)}
      >
        {result?.call.name === 'getPortfolio' && result.value ? (
          <PortfolioTable portfolio={result.value as Portfolio} />
        ) : null}
        {HISTORY_OF[result?.call.name ?? ''] && result?.value ? (
          <HistoryPages kind={HISTORY_OF[result.call.name]!} first={result.value as HistoryPage} />
        ) : null}
      </ResultModal>
    </Section>
  );
}
