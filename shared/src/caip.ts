import type { ChainType } from './constants/protocol.js';

/** The chain family of a CAIP-2 id: `eip155:` EVM, `aptos:` Aptos, `solana:` Solana, case-insensitive. */
export function chainTypeOf(caip2Id: string): ChainType | undefined {
  const prefix = caip2Id.slice(0, caip2Id.indexOf(':') + 1).toLowerCase();
  if (prefix === 'eip155:') return 'EVM';
  if (prefix === 'aptos:') return 'APTOS';
  if (prefix === 'solana:') return 'SOLANA';
  return undefined;
}

export const isEvmChain = (caip2Id: string) => chainTypeOf(caip2Id) === 'EVM';
export const isSolanaChain = (caip2Id: string) => chainTypeOf(caip2Id) === 'SOLANA';

/** Addresses and caip2 ids are compared case-insensitively (§1.1). */
export const sameId = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
