/** The networks of the seeded world (docs/protocol.md §17.4), whitelisted for the demo client in this order. */
export interface SeedNetwork {
  caipId: string;
  name: string;
  chainId: string;
  type: 'EVM' | 'APT' | 'SVM';
  symbol: string;
  /** `{hash}` is replaced by the transaction hash. */
  explorerTxUrl: string;
  /** `{address}` is replaced by the address. */
  explorerAddressUrl: string;
  onrampEnabled: boolean;
  /** Demo client's flags: the protocol vectors rely on Base Sepolia (false) and Polygon Amoy (true). */
  sponsorshipEnabled: boolean;
  gsnEnabled: boolean;
}

export const SEED_NETWORKS: readonly SeedNetwork[] = [
  {
    caipId: 'eip155:84532',
    name: 'Base Sepolia',
    chainId: '84532',
    type: 'EVM',
    symbol: 'ETH',
    explorerTxUrl: 'https://sepolia.basescan.org/tx/{hash}',
    explorerAddressUrl: 'https://sepolia.basescan.org/address/{address}',
    onrampEnabled: false,
    sponsorshipEnabled: false,
    gsnEnabled: false,
  },
  {
    caipId: 'eip155:80002',
    name: 'Polygon Amoy',
    chainId: '80002',
    type: 'EVM',
    symbol: 'POL',
    explorerTxUrl: 'https://amoy.polygonscan.com/tx/{hash}',
    explorerAddressUrl: 'https://amoy.polygonscan.com/address/{address}',
    onrampEnabled: false,
    sponsorshipEnabled: true,
    gsnEnabled: false,
  },
  {
    caipId: 'eip155:11155111',
    name: 'Ethereum Sepolia',
    chainId: '11155111',
    type: 'EVM',
    symbol: 'ETH',
    explorerTxUrl: 'https://sepolia.etherscan.io/tx/{hash}',
    explorerAddressUrl: 'https://sepolia.etherscan.io/address/{address}',
    onrampEnabled: true,
    sponsorshipEnabled: true,
    gsnEnabled: true,
  },
  {
    caipId: 'aptos:testnet',
    name: 'Aptos Testnet',
    chainId: '2',
    type: 'APT',
    symbol: 'APT',
    explorerTxUrl: 'https://explorer.aptoslabs.com/txn/{hash}?network=testnet',
    explorerAddressUrl: 'https://explorer.aptoslabs.com/account/{address}?network=testnet',
    onrampEnabled: false,
    sponsorshipEnabled: false,
    gsnEnabled: false,
  },
  {
    caipId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    type: 'SVM',
    symbol: 'SOL',
    explorerTxUrl: 'https://explorer.solana.com/tx/{hash}?cluster=devnet',
    explorerAddressUrl: 'https://explorer.solana.com/address/{address}?cluster=devnet',
    onrampEnabled: false,
    sponsorshipEnabled: false,
    gsnEnabled: false,
  },
];
