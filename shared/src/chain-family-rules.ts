import type { ChainType, IntentType } from './constants/protocol.js';
import { CHAIN, fmt } from './messages.js';

/** An intent as the chain check sees it: its type and, for a raw transaction, the family its caip2 id selects. */
export interface IntentOnChain {
  intentType: IntentType;
  rawFamily?: ChainType;
}

/** The network an intent's caip2 id found: the id asked for, the network's own id and its family. */
export interface ChainFound {
  requested: string;
  caipId: string;
  family: ChainType | undefined;
}

interface ChainFamilyRule extends IntentOnChain {
  /** The family the chain must be of. */
  family: ChainType;
  message: string;
  details(chain: ChainFound): string;
}

/**
 * docs/protocol.md §15.4 after the network lookup: which intent runs on which chain family only, with the message
 * and details when the chain found is of another. The SDK checks it before signing, the platform at its door.
 */
const CHAIN_FAMILY_RULES: readonly ChainFamilyRule[] = [
  {
    intentType: 'RAW_TRANSACTION',
    rawFamily: 'EVM',
    family: 'EVM',
    message: CHAIN.invalidChainType,
    details: (chain) => fmt.notEvmChainDetails(chain.requested),
  },
  {
    intentType: 'RAW_TRANSACTION',
    rawFamily: 'APTOS',
    family: 'APTOS',
    message: CHAIN.invalidAptosChain,
    details: (chain) => fmt.notAptosChainDetails(chain.requested),
  },
  {
    intentType: 'NFT_CREATE_COLLECTION',
    family: 'APTOS',
    message: CHAIN.collectionAptosOnly,
    details: (chain) => fmt.providedChainDetails(chain.caipId),
  },
  {
    intentType: 'NFT_MINT',
    family: 'APTOS',
    message: CHAIN.mintAptosOnly,
    details: (chain) => fmt.providedChainDetails(chain.caipId),
  },
];

/**
 * The §15.4 message and details when `intent` may not run on the chain found (answered as `INVALID_CHAIN_TYPE`),
 * else undefined.
 * @example
 * chainFamilyMismatch({ intentType: 'NFT_MINT' }, { requested: 'eip155:1', caipId: 'eip155:1', family: 'EVM' });
 * // { message: 'NFT Minting is only supported on Aptos chain', details: 'Provided chain: eip155:1' }
 */
export function chainFamilyMismatch(
  intent: IntentOnChain,
  chain: ChainFound,
): { message: string; details: string } | undefined {
  const rule = CHAIN_FAMILY_RULES.find(
    (r) =>
      r.intentType === intent.intentType && (r.rawFamily === undefined || r.rawFamily === intent.rawFamily),
  );
  if (!rule || rule.family === chain.family) return undefined;
  return { message: rule.message, details: rule.details(chain) };
}
