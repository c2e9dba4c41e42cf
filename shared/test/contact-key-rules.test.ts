import { describe, expect, it } from '@jest/globals';
import { clientPublicKeySchema, ethereumAddressSchema, otpRequestSchema, validate } from '../src/index.js';

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
