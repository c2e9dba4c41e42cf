import type { ExplorerLookup } from '../explorer-lookup.js';
import type { ExplorerField } from '../explorer-view.js';

const HASH = /^0x[0-9a-f]{64}$/;

interface LedgerOrderRow {
  intent_id: string;
  intent_type: string;
  status: string;
  caip_id: string;
  reason: string;
  details: string;
  block_timestamp: number | null;
  network_name: string | null;
}

const STATUS: Record<string, ExplorerField> = {
  SUCCESSFUL: { label: 'Status', value: 'Success', tone: 'success' },
  FAILED: { label: 'Status', value: 'Failed', tone: 'failure' },
};

/**
 * An order settled on the platform's ledger (networks no chain runtime executes: Aptos), found by its downstream
 * hash, so the demo's "View in Explorer" lands on what the platform knows of it. The hashes are a JSON array per
 * order (no index): a scan, fine for a local platform's orders.
 */
export const ledgerOrderLookup: ExplorerLookup = async (ctx, chains, hash) => {
  const wanted = hash.toLowerCase();
  if (!HASH.test(wanted)) return undefined;
  const row = ctx.db
    .prepare(
      `SELECT o.intent_id, o.intent_type, o.status, o.caip_id, o.reason, o.details, o.block_timestamp, n.network_name
       FROM orders o LEFT JOIN networks n ON n.caip_key = lower(o.caip_id)
       WHERE o.downstream_hashes LIKE ? ORDER BY o.rowid LIMIT 1`,
    )
    .get(`%"${wanted}"%`) as LedgerOrderRow | undefined;
  if (!row || chains.runtimes.some((runtime) => runtime.handles(row.caip_id))) return undefined;
  return {
    kind: 'Transaction',
    title: `Transaction ${wanted}`,
    fields: [
      { label: 'Network', value: `${row.network_name ?? row.caip_id} (${row.caip_id})` },
      { label: 'Transaction hash', value: wanted, mono: true },
      STATUS[row.status] ?? { label: 'Status', value: row.status },
      ...(row.reason ? [{ label: 'Reason', value: row.reason }] : []),
      ...(row.block_timestamp !== null
        ? [{ label: 'Time', value: new Date(row.block_timestamp * 1000).toISOString() }]
        : []),
      { label: 'Order (intentId)', value: row.intent_id, mono: true },
      { label: 'Intent', value: row.intent_type },
      { label: 'Details', value: row.details, mono: true },
      {
        label: 'Executed by',
        value: 'the platform’s ledger: this network is simulated, no chain ran the transaction',
      },
    ],
    sections: [],
  };
};
