import { decodeFunctionData, formatUnits, type Hex } from 'viem';
import type { EvmTransactionRecord } from '../../evm/evm-chain-reader.js';
import { satchelAccountAbi } from '../../evm/artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from '../../evm/platform-accounts.js';
import { addressPage } from '../explorer-links.js';
import type { ExplorerField } from '../explorer-view.js';

/**
 * What a user's wallet was asked to do in a transaction of the platform's executor (docs/accounts.md): the call it
 * made (target, value, data) or the contract it created, as the page's fields; none for any other transaction.
 */
export function describeAccountCall(tx: EvmTransactionRecord, symbol: string): ExplorerField[] {
  if (tx.to === null || tx.from.toLowerCase() !== PLATFORM_EXECUTOR.toLowerCase()) return [];
  let call;
  try {
    call = decodeFunctionData({ abi: satchelAccountAbi, data: tx.input });
  } catch {
    return [];
  }
  const value = (wei: bigint) => `${formatUnits(wei, 18)} ${symbol} (${wei} wei)`;
  const wallet: ExplorerField = { label: 'Wallet', value: tx.to, mono: true, href: addressPage(tx.to) };
  const calls: { target: Hex; value: bigint; data: Hex }[] =
    call.functionName === 'execute'
      ? [{ target: call.args[0], value: call.args[1], data: call.args[2] }]
      : call.functionName === 'executeBatch'
        ? call.args[0].map((c) => ({ target: c.target, value: c.value, data: c.data }))
        : [];
  if (call.functionName === 'deploy')
    return [
      wallet,
      {
        label: 'Wallet deploys',
        value: `a contract (CREATE), ${(call.args[1].length - 2) / 2} bytes of init code`,
      },
      { label: 'Wallet sends', value: value(call.args[0]) },
    ];
  return [
    wallet,
    ...calls.flatMap((c, i) => {
      const n = calls.length > 1 ? ` ${i + 1}` : '';
      return [
        {
          label: `Wallet calls${n}`,
          value: c.target.toLowerCase(),
          mono: true,
          href: addressPage(c.target.toLowerCase()),
        },
        { label: `Wallet sends${n}`, value: value(c.value) },
        { label: `Call data${n}`, value: c.data, mono: true },
      ];
    }),
  ];
}
