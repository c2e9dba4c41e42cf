import { isLocalUrl } from '../config/is-local-url.js';

/** Transaction explorer URL templates per chain (spec §9); `{hash}` is replaced. */
const TEMPLATES: Record<string, string> = {
  'eip155:1': 'https://etherscan.io/tx/{hash}',
  'eip155:11155111': 'https://sepolia.etherscan.io/tx/{hash}',
  'eip155:8453': 'https://basescan.org/tx/{hash}',
  'eip155:84532': 'https://sepolia.basescan.org/tx/{hash}',
  'eip155:137': 'https://polygonscan.com/tx/{hash}',
  'eip155:80002': 'https://amoy.polygonscan.com/tx/{hash}',
  'eip155:42161': 'https://arbiscan.io/tx/{hash}',
  'eip155:421614': 'https://sepolia.arbiscan.io/tx/{hash}',
  'eip155:10': 'https://optimistic.etherscan.io/tx/{hash}',
  'eip155:11155420': 'https://sepolia-optimism.etherscan.io/tx/{hash}',
  'eip155:56': 'https://bscscan.com/tx/{hash}',
  'eip155:97': 'https://testnet.bscscan.com/tx/{hash}',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://explorer.solana.com/tx/{hash}?cluster=devnet',
};

/**
 * The explorer page of a user operation: the one the BFF named (api mode), else the local platform's own
 * `${platformUrl}/explorer/userop/{hash}`; none on a hosted platform (docs/user-operations-flow.md, Explorer).
 */
export function userOperationUrl(
  operation: { hash: string; explorerUrl?: string | undefined } | undefined,
  platformUrl?: string,
): string | undefined {
  if (!operation) return undefined;
  if (operation.explorerUrl) return operation.explorerUrl;
  if (platformUrl && isLocalUrl(platformUrl))
    return `${platformUrl.replace(/\/+$/, '')}/explorer/userop/${operation.hash}`;
  return undefined;
}

/**
 * The explorer link of a transaction. On a local platform its own page `${platformUrl}/explorer/tx/{hash}` (its
 * chains reuse public testnet ids, where the hash does not exist); else the chain's template (Aptos by network id).
 */
export function explorerUrl(
  caip2Id: string | undefined,
  hash: string | undefined,
  platformUrl?: string,
): string | undefined {
  if (!hash) return undefined;
  if (platformUrl && isLocalUrl(platformUrl)) return `${platformUrl.replace(/\/+$/, '')}/explorer/tx/${hash}`;
  if (!caip2Id) return undefined;
  const key = Object.keys(TEMPLATES).find((k) => k.toLowerCase() === caip2Id.toLowerCase());
  if (key) return TEMPLATES[key].replace('{hash}', hash);
  const aptos = /^aptos:(\w+)$/i.exec(caip2Id);
  if (aptos) {
    const network =
      aptos[1] === '1' || aptos[1] === 'mainnet' ? 'mainnet' : aptos[1] === '2' ? 'testnet' : aptos[1];
    return `https://explorer.aptoslabs.com/txn/${hash}?network=${network}`;
  }
  return undefined;
}
