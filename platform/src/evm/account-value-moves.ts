import { decodeAbiParameters, encodeEventTopics } from 'viem';
import type { EvmTransactionRecord } from './evm-chain-reader.js';
import { satchelAccountAbi } from './artifacts/satchel-account.js';
import { satchelMinterAbi } from './artifacts/satchel-minter.js';
import { PLATFORM_EXECUTOR, PLATFORM_MINTER } from './platform-accounts.js';

const VALUE_SENT = encodeEventTopics({ abi: satchelAccountAbi, eventName: 'ValueSent' })[0].toLowerCase();
const VALUE_FORWARDED = encodeEventTopics({
  abi: satchelMinterAbi,
  eventName: 'ValueForwarded',
})[0].toLowerCase();

type ValueMove = { from: string; to: string; value: bigint };

/** The moves that `emitter`'s logs of `topic` (an indexed recipient, the value as data) record. */
const loggedMoves = (tx: EvmTransactionRecord, emitter: string, topic: string): ValueMove[] =>
  tx.logs
    .filter((log) => log.address.toLowerCase() === emitter && log.topics[0]?.toLowerCase() === topic)
    .map((log) => ({
      from: log.address,
      to: `0x${log.topics[1]!.slice(-40)}`,
      value: decodeAbiParameters([{ type: 'uint256' }], log.data)[0],
    }));

/**
 * The native value a user's account sent in a transaction of the executor (its `ValueSent` logs: the value of a call
 * or a deployment moves inside the transaction, whose own value is 0), as {from: the account, to, value}.
 */
export function accountValueMoves(tx: EvmTransactionRecord): ValueMove[] {
  if (tx.status !== 'success' || tx.to === null || tx.from.toLowerCase() !== PLATFORM_EXECUTOR.toLowerCase())
    return [];
  return loggedMoves(tx, tx.to.toLowerCase(), VALUE_SENT);
}

/**
 * The native value the minter sent from its balance in a transaction (the faucet's top-ups, its `ValueForwarded`
 * logs: a wallet's `claim`), as {from: the minter, to, value}.
 */
export function minterValueMoves(tx: EvmTransactionRecord): ValueMove[] {
  return tx.status === 'success' ? loggedMoves(tx, PLATFORM_MINTER.toLowerCase(), VALUE_FORWARDED) : [];
}
