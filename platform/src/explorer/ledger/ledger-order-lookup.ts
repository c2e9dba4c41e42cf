import type { ExplorerLookup } from '../explorer-lookup.js';
import type { ExplorerField } from '../explorer-view.js';
import { findOrderByDownstreamHash } from '../../orders/order-store.js';

const HASH = /^0x[0-9a-f]{64}$/;

const STATUS: Record<string, ExplorerField> = {
  SUCCESSFUL: { label: 'Status', value: 'Success', tone: 'success' },
  FAILED: { label: 'Status', value: 'Failed', tone: 'failure' },
};

/**
 * An order settled on the platform's ledger (networks no chain runtime executes: Aptos), found by its downstream
 * hash, so the demo's "View in Explorer" lands on what the platform knows of it.
 */
export const ledgerOrderLookup: ExplorerLookup = async (ctx, chains, hash) => {
  const wanted = hash.toLowerCase();
  if (!HASH.test(wanted)) return undefined;
  const row = findOrderByDownstreamHash(ctx.db, wanted);
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
