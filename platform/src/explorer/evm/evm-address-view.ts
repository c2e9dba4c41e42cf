import { formatUnits, type Address, type Hex } from 'viem';
import type { PlatformContext } from '../../context.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { RUN_EVM_NETWORKS } from '../../evm/evm-networks.js';
import { addressPage, transactionPage } from '../explorer-links.js';
import { listEvmTokenBalances } from '../../ledger/balance-store.js';
import { listEvmNftHoldings } from '../../ledger/nft-store.js';
import { listAddressTransactions } from '../../evm/evm-records.js';
import type { ExplorerField, ExplorerSection, ExplorerView } from '../explorer-view.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EVM_NETWORKS = RUN_EVM_NETWORKS;
/** The newest transactions listed per address. */
const LISTED = 100;

/**
 * An account on the EVM networks the platform runs: its native balance per network (from the chain), ERC-20
 * balances and NFTs (the indexed reads), and the newest transactions it sent, received, or moved its tokens in.
 */
export async function evmAddressView(
  ctx: PlatformContext,
  chains: PlatformChains,
  value: string,
): Promise<ExplorerView | undefined> {
  if (!ADDRESS.test(value)) return undefined;
  const address = value.toLowerCase() as Address;
  const fields: ExplorerField[] = [{ label: 'Address', value: address, mono: true }];
  for (const network of EVM_NETWORKS) {
    const reader = chains.evmReader(network.caipId);
    if (!reader) continue;
    const balance = await reader.getBalance(address);
    const code = await reader.getCode(address);
    fields.push({
      label: `${network.name} (${network.caipId})`,
      value: `${formatUnits(balance, 18)} ${network.symbol}${code !== '0x' ? ' · contract' : ''}`,
    });
  }
  const tokens = listEvmTokenBalances(ctx.db, address);
  const nfts = listEvmNftHoldings(ctx.db, address);
  const txs = listAddressTransactions(ctx.db, address, LISTED);
  const networkOf = (chainId: number) => EVM_NETWORKS.find((n) => Number(n.chainId) === chainId);
  const sections: ExplorerSection[] = [
    {
      heading: `Token balances (${tokens.length})`,
      empty: 'No token balances.',
      entries: tokens.map((t) => [
        { label: 'Token', value: `${formatUnits(BigInt(t.amount), t.decimals)} ${t.symbol} (${t.caip_id})` },
        {
          label: 'Contract',
          value: t.address.toLowerCase(),
          mono: true,
          href: addressPage(t.address.toLowerCase()),
        },
      ]),
    },
    {
      heading: `NFTs (${nfts.length})`,
      empty: 'No NFTs.',
      entries: nfts.map((n) => [
        { label: 'NFT', value: `${n.nft_name || `#${n.nft_id}`} × ${n.quantity} (${n.caip_key})` },
        { label: 'Collection', value: n.collection_key, mono: true, href: addressPage(n.collection_key) },
        { label: 'Token id', value: n.nft_id },
      ]),
    },
    {
      heading: `Transactions (${txs.length}${txs.length === LISTED ? ', the newest' : ''})`,
      empty: 'No transactions.',
      entries: txs.map((t) => [
        { label: 'Transaction', value: t.hash, mono: true, href: transactionPage(t.hash as Hex) },
        { label: 'Network', value: networkOf(t.chain_id)?.name ?? String(t.chain_id) },
        { label: 'Block', value: String(t.block_number) },
        { label: 'From', value: t.from_address, mono: true, href: addressPage(t.from_address) },
        ...(t.to_address
          ? [{ label: 'To', value: t.to_address, mono: true, href: addressPage(t.to_address) }]
          : []),
        t.status === 'success'
          ? { label: 'Status', value: 'Success', tone: 'success' as const }
          : { label: 'Status', value: 'Reverted', tone: 'failure' as const },
      ]),
    },
  ];
  return { kind: 'Address', title: `Address ${address}`, fields, sections };
}
