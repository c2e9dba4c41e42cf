import { describe, expect, it } from '@jest/globals';
import {
  checkAptosReadForm,
  checkEmailInput,
  checkJwtInput,
  checkNftTransferForm,
  checkPhoneInput,
  checkTokenTransferForm,
  parseEvmReadForm,
} from '../src/demo.js';
import { clientPublicKeySchema, ethereumAddressSchema, otpRequestSchema, validate } from '../src/index.js';

const tokenForm = {
  caip2Id: 'eip155:80002',
  chainType: 'EVM',
  sponsorshipEnabled: false,
  feePayer: '',
  token: '',
  loadedTokens: ['', '0x41e94eb019c0762f9bfcf9fb1e58725bfb0e7582'],
  amount: '1000',
  recipient: '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b',
};
const nftForm = {
  caip2Id: 'eip155:80002',
  collectionAddress: '0x5a7c0d3ebf4a6c8d9eafb01c2d3e4f5a6b7c8d9e',
  nftId: '1',
  recipientWalletAddress: '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b',
  amount: '1',
  sponsorshipEnabled: false,
  feePayer: '',
};

describe('demo form rules (spec §5)', () => {
  it.each([
    [
      'fee payer missing on a sponsored chain',
      { sponsorshipEnabled: true },
      'Please enter a valid feePayer address',
    ],
    [
      'fee payer not 0x',
      { sponsorshipEnabled: true, feePayer: 'abc' },
      'Please enter a valid feePayer address',
    ],
    ['token not loaded', { token: '0xdead' }, 'Please select a valid token'],
    ['amount missing', { amount: '' }, 'Please enter a valid amount'],
    ['amount not numeric', { amount: '1.5' }, 'Please enter a valid amount'],
    ['amount zero', { amount: '0' }, 'Please enter a valid amount'],
    ['recipient missing', { recipient: ' ' }, 'Please enter a valid recipient address'],
    ['EVM recipient without 0x', { recipient: 'abc' }, 'Please enter a valid recipient address'],
  ])('token transfer: %s', (_name, patch, message) => {
    expect(checkTokenTransferForm({ ...tokenForm, ...patch })).toBe(message);
  });

  it('token transfer: checks in order and passes a valid form', () => {
    expect(checkTokenTransferForm({ ...tokenForm, token: 'x', amount: '' })).toBe(
      'Please select a valid token',
    );
    expect(checkTokenTransferForm(tokenForm)).toBeUndefined();
    expect(checkTokenTransferForm({ ...tokenForm, chainType: 'APTOS', recipient: 'abc' })).toBeUndefined();
  });

  it.each([['caip2Id'], ['collectionAddress'], ['nftId'], ['recipientWalletAddress'], ['amount']])(
    'NFT transfer: missing %s',
    (field) =>
      expect(checkNftTransferForm({ ...nftForm, [field]: '' })).toBe('Please fill in all required fields'),
  );

  it('NFT transfer: fee payer on a sponsored chain', () => {
    expect(checkNftTransferForm({ ...nftForm, sponsorshipEnabled: true })).toBe(
      'Please enter a valid feePayer address',
    );
    expect(checkNftTransferForm(nftForm)).toBeUndefined();
  });

  it('login alerts', () => {
    expect(checkEmailInput('')).toBe('Enter a valid email');
    expect(checkPhoneInput(' ')).toBe('Enter a valid phone number');
    expect(checkJwtInput('')).toBe('Enter a valid Jwt token');
    expect(checkEmailInput('a@b.co')).toBeUndefined();
  });

  it('contract read forms', () => {
    expect(parseEvmReadForm({ contractAddress: 'abc', abi: '{}', args: '' })).toEqual({
      error: 'Invalid contract address',
    });
    expect(parseEvmReadForm({ contractAddress: '0x1', abi: '{', args: '' })).toHaveProperty('error');
    expect(parseEvmReadForm({ contractAddress: '0x1', abi: '{"name":"x"}', args: ' ' })).toEqual({
      contractAddress: '0x1',
      abi: { name: 'x' },
      args: {},
    });
    expect(checkAptosReadForm({ function: '' })).toBe('Aptos function name is required');
  });
});

describe('contact, key and address rules (spec §5)', () => {
  it('rejects a contact that does not match its method', () => {
    const result = validate(otpRequestSchema, { contact: 'ada@example.com', method: 'whatsapp' });
    expect(!result.success && result.messages).toEqual(['Invalid contact information or method']);
  });

  it('rejects an unknown OTP method before the contact', () => {
    const result = validate(otpRequestSchema, { contact: 'ada@example.com', method: 'sms' });
    expect(!result.success && result.messages).toEqual(['Invalid OTP method specified']);
  });

  it('client public key and plain address formats', () => {
    const key = validate(clientPublicKeySchema, '0x04');
    expect(!key.success && key.messages).toEqual(['Invalid client public key format']);
    const address = validate(ethereumAddressSchema, '0x1234');
    expect(!address.success && address.messages).toEqual(['Invalid Ethereum address format']);
    expect(
      validate(clientPublicKeySchema, '0x0244638a7297f653e6bc28945852aa45b10aebda3317d05e0a1cf68f48cf101797')
        .success,
    ).toBe(true);
  });
});
