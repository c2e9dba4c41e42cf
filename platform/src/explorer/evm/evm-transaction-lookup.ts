import { formatUnits, type Hex } from 'viem';
import type { EvmTransactionRecord } from '../../evm/evm-chain-reader.js';
import type { PlatformContext } from '../../context.js';
import { networkIdOf } from '../../world/seed-world.js';
import { RUN_EVM_NETWORKS } from '../../evm/evm-networks.js';
import { bundleSection } from './bundle-section.js';
import { findTokenByAddress } from '../../world/token-store.js';
import type { ExplorerLookup } from '../explorer-lookup.js';
import type { ExplorerField, ExplorerSection } from '../explorer-view.js';
import { addressPage, blockPage, orderPage } from '../explorer-links.js';
import { describeAccountCall } from './describe-account-call.js';
import { describeEvmLog } from './describe-evm-log.js';

const EVM_NETWORKS = RUN_EVM_NETWORKS;
const HASH = /^0x[0-9a-fA-F]{64}$/;

function logsSection(ctx: PlatformContext, caipId: string, tx: EvmTransactionRecord): ExplorerSection {
  return {
    heading: `Logs (${tx.logs.length})`,
    empty: 'No logs.',
    entries: tx.logs.map((log) => {
      const token = findTokenByAddress(ctx.db, networkIdOf(caipId), log.address);
      const event = describeEvmLog(log, token);
      return [
        { label: 'Index', value: String(log.logIndex) },
        { label: 'Address', value: token ? `${log.address} (${token.symbol})` : log.address, mono: true },
        ...(event ? [{ label: 'Event', value: event, mono: true }] : []),
        ...log.topics.map((topic, i) => ({ label: `Topic ${i}`, value: topic, mono: true })),
        { label: 'Data', value: log.data, mono: true },
      ];
    }),
  };
}

/** The seeded EVM networks the platform runs, searched for the hash in their committed transactions. */
export const evmTransactionLookup: ExplorerLookup = async (ctx, chains, hash) => {
  if (!HASH.test(hash)) return undefined;
  for (const network of EVM_NETWORKS) {
    const reader = chains.evmReader(network.caipId);
    const tx = await reader?.getTransaction(hash.toLowerCase() as Hex);
    if (!reader || !tx) continue;
    const block = await reader.getBlock(tx.blockNumber);
    const fields: ExplorerField[] = [
      { label: 'Network', value: `${network.name} (${network.caipId})` },
      { label: 'Transaction hash', value: tx.hash, mono: true },
      tx.status === 'success'
        ? { label: 'Status', value: 'Success', tone: 'success' }
        : { label: 'Status', value: 'Reverted', tone: 'failure' },
      ...(tx.revertReason ? [{ label: 'Revert reason', value: tx.revertReason, mono: true }] : []),
      { label: 'Block', value: String(tx.blockNumber), href: blockPage(network.caipId, tx.blockNumber) },
      ...(block ? [{ label: 'Time', value: new Date(Number(block.timestamp) * 1000).toISOString() }] : []),
      { label: 'From', value: tx.from, mono: true, href: addressPage(tx.from) },
      tx.to
        ? { label: 'To', value: tx.to, mono: true, href: addressPage(tx.to) }
        : {
            label: 'Contract created',
            value: tx.contractAddress ?? '—',
            mono: true,
            ...(tx.contractAddress ? { href: addressPage(tx.contractAddress) } : {}),
          },
      {
        label: 'Value',
        value: `${formatUnits(tx.value, 18)} ${network.symbol} (${tx.value} wei)`,
      },
      ...describeAccountCall(tx, network.symbol),
      { label: 'Gas used', value: `${tx.gasUsed} of ${tx.gas}` },
      { label: 'Gas price', value: `${tx.gasPrice} wei` },
      { label: 'Fee', value: `${formatUnits(tx.gasUsed * tx.gasPrice, 18)} ${network.symbol}` },
      { label: 'Nonce', value: String(tx.nonce) },
      {
        label: 'Order (intentId)',
        value: tx.intentId ?? '— (the platform’s own: seeding, faucet, registrations, bundles)',
        mono: true,
        ...(tx.intentId ? { href: orderPage(tx.intentId) } : {}),
      },
      { label: 'Input data', value: tx.input, mono: true },
    ];
    return {
      kind: 'Transaction',
      title: `Transaction ${tx.hash}`,
      fields,
      sections: [...bundleSection(ctx, tx.hash), logsSection(ctx, network.caipId, tx)],
    };
  }
  return undefined;
};
