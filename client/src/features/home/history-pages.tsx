import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useBackend } from '../../backend/backend-context.js';
import type { Activity, HistoryKind, HistoryPage, Order } from '../../backend/types.js';

/** Rows per page of the demo's history lists (docs/protocol.md §14.11). */
export const HISTORY_PAGE_SIZE = 5;

const rowsOf = (page: HistoryPage): (Order | Activity)[] => ('items' in page ? page.items : page.activity);
const idOf = (row: Order | Activity) => ('intentId' in row ? row.intentId : row.id);
const lineOf = (row: Order | Activity) =>
  'intentId' in row
    ? `${row.status.padEnd(10)} ${row.intentType} ${row.intentId}`
    : `${row.description.padEnd(8)} ${row.quantity} ${row.symbol} (${row.networkName})`;

/**
 * A history read in pages: the first page, and "Load more" reads the next one, keeping the rows already shown
 * (each once, by id: a new order shifts the pages by one).
 */
export function HistoryPages({ kind, first }: { kind: HistoryKind; first: HistoryPage }) {
  const { backend } = useBackend();
  const [pages, setPages] = useState([first]);
  const [busy, setBusy] = useState(false);
  const seen = new Set<string>();
  const rows = pages.flatMap(rowsOf).filter((row) => !seen.has(idOf(row)) && Boolean(seen.add(idOf(row))));
  const count = pages.at(-1)!.count;
  const loadMore = async () => {
    setBusy(true);
    try {
      const next = await backend.historyPage(kind, pages.length + 1, HISTORY_PAGE_SIZE);
      setPages((loaded) => [...loaded, next]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid={`history-${kind}`} sx={{ mb: 2 }}>
      <Typography variant="body2" data-testid="history-shown">
        {rows.length} of {count}
      </Typography>
      <Box component="ol" sx={{ fontFamily: 'monospace', fontSize: 12, pl: 3, my: 1 }}>
        {rows.map((row) => (
          <li key={idOf(row)}>{lineOf(row)}</li>
        ))}
      </Box>
      <Button variant="outlined" size="small" onClick={loadMore} disabled={busy || rows.length >= count}>
        {busy ? 'Loading…' : 'Load more'}
      </Button>
    </Box>
  );
}
