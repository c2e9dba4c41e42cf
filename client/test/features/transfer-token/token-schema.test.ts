import { describe, expect, it } from '@jest/globals';
import { firstProblem } from '../../../src/intent-form/field-rules.js';
import {
  EMPTY_TOKEN_FORM,
  NATIVE,
  tokenRequest,
  tokenSchema,
  type TokenContext,
} from '../../../src/features/transfer-token/token-schema.js';

const ADDRESS = '0x000000000000000000000000000000000000dEaD';
const USER_SOL = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
const USDC = '0x41e94eb019c0762f9bfcf9fb1e58725bfb0e7582';
const evm = {
  ...EMPTY_TOKEN_FORM,
  caip2Id: 'eip155:84532',
  token: NATIVE,
  amount: '1',
  recipient: ADDRESS,
};
const context: TokenContext = { chainType: 'EVM', sponsored: false, loadedTokens: ['', USDC], user: '' };
const problem = (values: typeof evm, ctx: Partial<TokenContext> = {}) =>
  firstProblem(tokenSchema({ ...context, ...ctx }), values);

// The token form's own checks (spec §5's order), each on its field in words that say what to enter.
describe('token transfer form', () => {
  it('passes a valid form and builds its intent (native token as "")', () => {
    expect(problem(evm)).toBeUndefined();
    expect(problem({ ...evm, token: USDC })).toBeUndefined();
    expect(tokenRequest({ ...evm, amount: ' 1 ' })).toEqual({
      kind: 'tokenTransfer',
      input: { caip2Id: 'eip155:84532', recipient: ADDRESS, token: '', amount: '1' },
    });
  });

  it.each([
    ['no token picked', { token: '' }, 'token', 'Please select a valid token: pick one from the list'],
    [
      'a token not loaded',
      { token: '0xdead' },
      'token',
      'Please select a valid token: pick one from the list',
    ],
    ['amount missing', { amount: '' }, 'amount', 'Please enter a valid amount: a whole number'],
    ['amount not whole', { amount: '1.5' }, 'amount', 'Please enter a valid amount: a whole number'],
    ['amount zero', { amount: '0' }, 'amount', 'Please enter a valid amount: a whole number'],
    [
      'recipient blank',
      { recipient: ' ' },
      'recipient',
      'Please enter a valid recipient address: 0x followed',
    ],
    ['recipient without 0x', { recipient: 'abc' }, 'recipient', 'Please enter a valid recipient address: 0x'],
    [
      'recipient too short',
      { recipient: '0xdead' },
      'recipient',
      'Please enter a valid recipient address: 0x',
    ],
  ])('%s', (_, patch, field, message) => {
    const found = problem({ ...evm, ...patch });
    expect(found?.field).toBe(field);
    expect(found?.message.startsWith(message)).toBe(true);
  });

  it('checks in order: the fee payer, then the token before the amount', () => {
    expect(problem({ ...evm, token: 'x', amount: '' })?.field).toBe('token');
    expect(problem({ ...evm, token: 'x' }, { sponsored: true })).toEqual({
      field: 'feePayer',
      message: 'Please enter a valid feePayer address',
    });
    expect(problem({ ...evm, feePayer: 'abc' }, { sponsored: true })?.field).toBe('feePayer');
    expect(problem({ ...evm, feePayer: ADDRESS }, { sponsored: true })).toBeUndefined();
  });

  it('the recipient has the picked chain type’s shape and is not the user', () => {
    expect(problem({ ...evm, recipient: '0xabc' }, { chainType: 'APTOS' })).toBeUndefined();
    const solana = { ...evm, caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' };
    const notAKey = { field: 'recipient', message: expect.stringContaining('a base58 public key') };
    expect(problem(solana, { chainType: 'SOLANA' })).toEqual(notAKey);
    // Base58 of the right length that is not 32 bytes is not a key either.
    expect(problem({ ...solana, recipient: 'z'.repeat(44) }, { chainType: 'SOLANA' })).toEqual(notAKey);
    expect(problem({ ...solana, recipient: USER_SOL }, { chainType: 'SOLANA' })).toBeUndefined();
    // The user's own address, known once the session and the wallets read gave it (hex: any case; base58: exact).
    const self = { field: 'recipient', message: expect.stringMatching(/^Recipient address cannot be same/) };
    expect(problem({ ...solana, recipient: USER_SOL }, { chainType: 'SOLANA', user: USER_SOL })).toEqual(
      self,
    );
    expect(problem(evm, { user: ADDRESS.toLowerCase() })).toEqual(self);
    expect(problem(evm, { user: '0x000000000000000000000000000000000000bEEF' })).toBeUndefined();
  });
});
