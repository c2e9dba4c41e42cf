import type { PlatformContext } from '../context.js';
import { minedFailureHashes } from '../reads/mined-failure-hash.js';
import { transactionPage, userOperationPage } from './explorer-links.js';
import { findOrderOperation } from '../orders/user-operation-store.js';
import { findOrderWithNetwork } from '../orders/order-store.js';
import type { ExplorerField, ExplorerView } from './explorer-view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const STATUS: Record<string, ExplorerField> = {
  SUCCESSFUL: { label: 'Status', value: 'Successful', tone: 'success' },
  FAILED: { label: 'Status', value: 'Failed', tone: 'failure' },
};

/** An order by its intent id (any network): status, reason, details and its transaction (a FAILED one's too). */
export function orderView(ctx: PlatformContext, intentId: string): ExplorerView | undefined {
  const id = intentId.toLowerCase();
  if (!UUID.test(id)) return undefined;
  const row = findOrderWithNetwork(ctx.db, id);
  if (!row) return undefined;
  const recorded = JSON.parse(row.downstream_hashes) as string[];
  const operation = findOrderOperation(ctx.db, id);
  const hashes = row.status === 'FAILED' && recorded.length === 0 ? minedFailureHashes(ctx, id) : recorded;
  return {
    kind: 'Order',
    title: `Order ${id}`,
    fields: [
      { label: 'Order (intentId)', value: id, mono: true },
      { label: 'Intent', value: row.intent_type },
      { label: 'Network', value: `${row.network_name ?? row.caip_id} (${row.caip_id})` },
      STATUS[row.status] ?? { label: 'Status', value: row.status },
      ...(row.reason ? [{ label: 'Reason', value: row.reason }] : []),
      { label: 'Created', value: new Date(row.created_at * 1000).toISOString() },
      ...(row.block_timestamp !== null
        ? [{ label: 'Settled', value: new Date(row.block_timestamp * 1000).toISOString() }]
        : []),
      ...hashes.map((hash) => ({
        label: 'Transaction',
        value: hash,
        mono: true,
        href: transactionPage(hash),
      })),
      ...(operation
        ? [
            {
              label: 'User operation',
              value: operation.userOpHash,
              mono: true,
              href: userOperationPage(operation.userOpHash),
            },
          ]
        : []),
      { label: 'Details', value: row.details, mono: true },
    ],
    sections: [],
  };
}
