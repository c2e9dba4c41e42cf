import { chainTypeOf } from './caip.js';
import type { ChainType, IntentType } from './constants/protocol.js';
import { CHAIN, fmt } from './messages.js';

/** An intent as the chain check sees it: its type and, for a raw transaction, the family its caip2 id selects. */
export interface IntentOnChain {
  intentType: IntentType;
  rawFamily?: ChainType;
}

/** The details of a §15.4 failure, from the caip2 id asked for and the id of the network found. */
type Details = (requested: string, found: string) => string;

/**
 * docs/protocol.md §15.4 after the network lookup, one row per intent that runs on one chain family only: the
 * intent type, the raw family it applies to ('' = any), the family the chain must be of, the message and its
 * details. Tuples rather than objects: the SDK's browser bundle carries this table.
 */
const CHAIN_FAMILY_RULES: readonly (readonly [IntentType, ChainType | '', ChainType, string, Details])[] = [
  ['RAW_TRANSACTION', 'EVM', 'EVM', CHAIN.invalidChainType, fmt.notEvmChainDetails],
  ['RAW_TRANSACTION', 'APTOS', 'APTOS', CHAIN.invalidAptosChain, fmt.notAptosChainDetails],
  [
    'NFT_CREATE_COLLECTION',
    '',
    'APTOS',
    CHAIN.collectionAptosOnly,
    (_, found) => fmt.providedChainDetails(found),
  ],
  ['NFT_MINT', '', 'APTOS', CHAIN.mintAptosOnly, (_, found) => fmt.providedChainDetails(found)],
];

/**
 * The §15.4 message and details when `intent` may not run on the network found for the caip2 id `requested` (its
 * own id `found`, whose prefix is its family; answered as `INVALID_CHAIN_TYPE`), else undefined. The SDK checks it
 * before signing, the platform at its door.
 * @example
 * chainFamilyMismatch({ intentType: 'NFT_MINT' }, 'EIP155:1', 'eip155:1');
 * // { message: 'NFT Minting is only supported on Aptos chain', details: 'Provided chain: eip155:1' }
 */
export function chainFamilyMismatch(
  intent: IntentOnChain,
  requested: string,
  found: string,
): { message: string; details: string } | undefined {
  const rule = CHAIN_FAMILY_RULES.find(
    ([type, raw]) => type === intent.intentType && (raw === '' || raw === intent.rawFamily),
  );
  if (rule && rule[2] !== chainTypeOf(found)) return { message: rule[3], details: rule[4](requested, found) };
}
