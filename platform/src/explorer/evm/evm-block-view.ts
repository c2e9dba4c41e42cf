import { formatUnits } from 'viem';
import type { PlatformContext } from '../../context.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { findEvmNetwork } from '../../evm/evm-networks.js';
import { addressPage, blockPage, transactionPage } from '../explorer-links.js';
import type { ExplorerView } from '../explorer-view.js';

/** A block of an EVM network the platform runs: header, and its transaction(s) linked. */
export async function evmBlockView(
  ctx: PlatformContext,
  chains: PlatformChains,
  caip2Id: string,
  numberText: string,
): Promise<ExplorerView | undefined> {
  const network = findEvmNetwork(caip2Id);
  const reader = network && chains.evmReader(network.caipId);
  if (!network || !reader || !/^\d{1,15}$/.test(numberText)) return undefined;
  const block = await reader.getBlock(BigInt(numberText));
  if (!block) return undefined;
  const head = await reader.blockNumber();
  return {
    kind: 'Block',
    title: `Block ${block.number} of ${network.name}`,
    fields: [
      { label: 'Network', value: `${network.name} (${network.caipId})` },
      { label: 'Number', value: String(block.number) },
      { label: 'Hash', value: block.hash, mono: true },
      ...(block.number > 1n
        ? [
            {
              label: 'Parent',
              value: block.parentHash,
              mono: true,
              href: blockPage(network.caipId, block.number - 1n),
            },
          ]
        : [{ label: 'Parent', value: block.parentHash, mono: true }]),
      ...(block.number < head
        ? [
            {
              label: 'Next',
              value: String(block.number + 1n),
              href: blockPage(network.caipId, block.number + 1n),
            },
          ]
        : []),
      { label: 'Time', value: new Date(Number(block.timestamp) * 1000).toISOString() },
      { label: 'Gas used', value: `${block.gasUsed} of ${block.gasLimit}` },
      { label: 'Base fee', value: `${formatUnits(block.baseFeePerGas, 9)} gwei` },
      { label: 'Coinbase', value: block.miner, mono: true, href: addressPage(block.miner) },
    ],
    sections: [
      {
        heading: `Transactions (${block.transactions.length})`,
        empty: 'No transactions.',
        entries: block.transactions.map((hash) => [
          { label: 'Transaction', value: hash, mono: true, href: transactionPage(hash) },
        ]),
      },
    ],
  };
}
