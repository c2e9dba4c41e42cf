import { describe, expect, it } from '@jest/globals';
import type { Portfolio } from '../../../src/backend/types.js';
import { portfolioRows } from '../../../src/features/home/portfolio-rows.js';

const token = (symbol: string, caipId: string) => ({ symbol, caipId, balance: '1' });

describe('portfolio table', () => {
  it('lists token entries as they are and a group by its tokens', () => {
    const usdc = [token('USDC', 'eip155:84532'), token('USDC', 'eip155:80002')];
    const portfolio = {
      groupTokens: [
        { ...token('ETH', 'eip155:84532'), aggregationType: 'token' },
        { ...token('USDC', ''), aggregationType: 'group', tokens: usdc },
        { ...token('APT', 'aptos:testnet'), aggregationType: 'group', tokens: [] },
      ],
    } as unknown as Portfolio;
    expect(portfolioRows(portfolio).map((row) => `${row.symbol} ${row.caipId}`)).toEqual([
      'ETH eip155:84532',
      'USDC eip155:84532',
      'USDC eip155:80002',
      'APT aptos:testnet',
    ]);
    expect(portfolioRows({} as Portfolio)).toEqual([]);
  });
});
