import { formatEther } from 'viem';
import type { PlatformContext } from '../context.js';
import { findEvmNetworkByChainId } from '../evm/evm-networks.js';
import { findOrderWithNetwork } from '../orders/order-store.js';
import { findUserOperation, type UserOperationRecord } from '../orders/user-operation-store.js';
import { addressPage, blockPage, orderPage, transactionPage } from './explorer-links.js';
import type { ExplorerField, ExplorerView } from './explorer-view.js';

const HASH = /^0x[0-9a-fA-F]{64}$/;

function statusField(op: UserOperationRecord): ExplorerField {
  if (op.status === 'pending') return { label: 'Status', value: 'Pending (not bundled yet)' };
  if (op.status === 'rejected') return { label: 'Status', value: 'Rejected in validation', tone: 'failure' };
  return op.success
    ? { label: 'Status', value: 'Included, call succeeded', tone: 'success' }
    : { label: 'Status', value: 'Included, call reverted', tone: 'failure' };
}

/**
 * A user operation by its userOpHash (docs/user-operations-flow.md): where and how it was bundled (the bundle
 * transaction and block on the environment's chain), its outcome, its order and the order's transaction on the
 * target chain, then its fields.
 */
export function userOperationView(ctx: PlatformContext, userOpHash: string): ExplorerView | undefined {
  if (!HASH.test(userOpHash)) return undefined;
  const op = findUserOperation(ctx.db, userOpHash);
  if (!op) return undefined;
  const network = findEvmNetworkByChainId(op.chainId);
  const caipId = network?.caipId ?? `eip155:${op.chainId}`;
  const order = findOrderWithNetwork(ctx.db, op.intentId);
  const targetHashes = order ? (JSON.parse(order.downstream_hashes) as string[]) : [];
  const fields: ExplorerField[] = [
    { label: 'User operation hash', value: op.userOpHash, mono: true },
    { label: 'Chain', value: `${network?.name ?? 'environment chain'} (${caipId})` },
    statusField(op),
    ...(op.reason ? [{ label: 'Reason', value: op.reason }] : []),
    { label: 'Entry point', value: op.entryPoint, mono: true, href: addressPage(op.entryPoint) },
    { label: 'Sender', value: op.sender, mono: true, href: addressPage(op.sender) },
    { label: 'Nonce', value: op.nonce, mono: true },
    { label: 'Paymaster', value: op.paymaster, mono: true, href: addressPage(op.paymaster) },
    ...(op.transactionHash
      ? [
          {
            label: 'Bundle transaction',
            value: op.transactionHash,
            mono: true,
            href: transactionPage(op.transactionHash),
          },
          { label: 'Block', value: String(op.blockNumber), href: blockPage(caipId, op.blockNumber!) },
          { label: 'Actual gas used', value: String(op.actualGasUsed) },
          {
            label: 'Actual gas cost',
            value: `${formatEther(op.actualGasCost!)} ETH (paid by the paymaster)`,
          },
        ]
      : []),
    { label: 'Order (intentId)', value: op.intentId, mono: true, href: orderPage(op.intentId) },
    ...(order ? [{ label: 'Order status', value: order.status }] : []),
    ...targetHashes.map((hash) => ({
      label: `Transaction on ${order?.network_name ?? order?.caip_id}`,
      value: hash,
      mono: true,
      href: transactionPage(hash),
    })),
  ];
  const operation = Object.entries(op.operation).map(([label, value]) => ({ label, value, mono: true }));
  return {
    kind: 'User operation',
    title: `User operation ${op.userOpHash}`,
    fields,
    sections: [{ heading: 'Operation (ERC-4337 v0.7)', empty: '—', entries: [operation] }],
  };
}
