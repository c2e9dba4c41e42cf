import { decodeAbiParameters, encodeEventTopics } from 'viem';
import type { EvmTransactionRecord } from './evm-chain-reader.js';
import { satchelAccountAbi } from './artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from './platform-accounts.js';

const VALUE_SENT = encodeEventTopics({ abi: satchelAccountAbi, eventName: 'ValueSent' })[0].toLowerCase();

/**
 * The native value a user's account sent in a transaction of the executor (its `ValueSent` logs: the value of a call
 * or a deployment moves inside the transaction, whose own value is 0), as {from: the account, to, value}.
 */
export function accountValueMoves(tx: EvmTransactionRecord): { from: string; to: string; value: bigint }[] {
  if (tx.status !== 'success' || tx.to === null || tx.from.toLowerCase() !== PLATFORM_EXECUTOR.toLowerCase())
    return [];
  const account = tx.to.toLowerCase();
  return tx.logs
    .filter((log) => log.address.toLowerCase() === account && log.topics[0]?.toLowerCase() === VALUE_SENT)
    .map((log) => ({
      from: log.address,
      to: `0x${log.topics[1]!.slice(-40)}`,
      value: decodeAbiParameters([{ type: 'uint256' }], log.data)[0],
    }));
}
