/**
 * Tokens of the seeded world: per network its native token (address "") and USDC and USDT at their public testnet
 * addresses, with a price table (USDT and INR per whole unit) and the amount the faucet credits (smallest unit).
 */
export interface SeedToken {
  caipId: string;
  address: string;
  symbol: string;
  name: string;
  shortName: string;
  decimals: number;
  /** Display precision (decimal places). */
  precision: number;
  /** Tokens of one asset across chains share a group; one of them is primary. */
  group: 'ETH' | 'POL' | 'APT' | 'SOL' | 'USDC' | 'USDT';
  isPrimary: boolean;
  priceUsdt: string;
  priceInr: string;
  faucetAmount: string;
}

const usd = { priceUsdt: '1', priceInr: '84.5' } as const;
const stable = (caipId: string, symbol: 'USDC' | 'USDT', address: string, isPrimary = false): SeedToken => ({
  caipId,
  address,
  symbol,
  name: symbol === 'USDC' ? 'USD Coin' : 'Tether USD',
  shortName: symbol,
  decimals: 6,
  precision: 2,
  group: symbol,
  isPrimary,
  ...usd,
  faucetAmount: '1000000000', // 1,000 units
});

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

export const SEED_TOKENS: readonly SeedToken[] = [
  {
    caipId: 'eip155:84532',
    address: '',
    symbol: 'ETH',
    name: 'Ether',
    shortName: 'ETH',
    decimals: 18,
    precision: 4,
    group: 'ETH',
    isPrimary: false,
    priceUsdt: '3200',
    priceInr: '270400',
    faucetAmount: '500000000000000000',
  },
  stable('eip155:84532', 'USDC', '0x036CbD53842c5426634e7929541eC2318f3dCF7e', true),
  stable('eip155:84532', 'USDT', '0x323e78f944A9a1FcF3a10efcC5319DBb0bB6e673'),
  {
    caipId: 'eip155:80002',
    address: '',
    symbol: 'POL',
    name: 'Polygon Ecosystem Token',
    shortName: 'POL',
    decimals: 18,
    precision: 4,
    group: 'POL',
    isPrimary: true,
    priceUsdt: '0.45',
    priceInr: '38.03',
    faucetAmount: '20000000000000000000',
  },
  stable('eip155:80002', 'USDC', '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582'),
  stable('eip155:80002', 'USDT', '0x1fdE0eCc619726f4cD597485C9d3c25A5f2c3C8b', true),
  {
    caipId: 'eip155:11155111',
    address: '',
    symbol: 'ETH',
    name: 'Ether',
    shortName: 'ETH',
    decimals: 18,
    precision: 4,
    group: 'ETH',
    isPrimary: true,
    priceUsdt: '3200',
    priceInr: '270400',
    faucetAmount: '500000000000000000',
  },
  stable('eip155:11155111', 'USDC', '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'),
  stable('eip155:11155111', 'USDT', '0xaA8E23Fb1079EA71e0a56F48a2aA51851D8433D0'),
  {
    caipId: 'aptos:testnet',
    address: '',
    symbol: 'APT',
    name: 'Aptos Coin',
    shortName: 'APT',
    decimals: 8,
    precision: 4,
    group: 'APT',
    isPrimary: true,
    priceUsdt: '9.5',
    priceInr: '802.75',
    faucetAmount: '1000000000',
  },
  stable('aptos:testnet', 'USDC', '0x69091fbab5f7d635ee7ac5098cf0c1efbe31d68fec0f2cd565e8d168daf52832'),
  stable('aptos:testnet', 'USDT', '0xd5d0d561493ea2b9410f67da804653ae44e793c2423707d4f11edb2e38192050'),
  {
    caipId: SOLANA,
    address: '',
    symbol: 'SOL',
    name: 'Solana',
    shortName: 'SOL',
    decimals: 9,
    precision: 4,
    group: 'SOL',
    isPrimary: true,
    priceUsdt: '150',
    priceInr: '12675',
    faucetAmount: '2000000000',
  },
  stable(SOLANA, 'USDC', '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU'),
  stable(SOLANA, 'USDT', 'EJwZgeZrdC8TXTQbQBoL6bfuAnFUUy1PVCMB4DYPzVaS'),
];
