import type { PlatformContext } from '../../context.js';
import { listTransactionOperations } from '../../orders/user-operation-store.js';
import { orderPage, userOperationPage } from '../explorer-links.js';
import type { ExplorerSection } from '../explorer-view.js';

/** A bundle transaction's (`handleOps`) user operations, linked; none for any other transaction. */
export function bundleSection(ctx: PlatformContext, txHash: string): ExplorerSection[] {
  const ops = listTransactionOperations(ctx.db, txHash);
  if (ops.length === 0) return [];
  return [
    {
      heading: `User operations (${ops.length})`,
      empty: 'No user operations.',
      entries: ops.map((op) => [
        { label: 'User operation', value: op.userOpHash, mono: true, href: userOperationPage(op.userOpHash) },
        op.success
          ? { label: 'Status', value: 'Success', tone: 'success' as const }
          : { label: 'Status', value: 'Call reverted', tone: 'failure' as const },
        { label: 'Order (intentId)', value: op.intentId, mono: true, href: orderPage(op.intentId) },
      ]),
    },
  ];
}
