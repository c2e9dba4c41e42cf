import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, SDK } from '@satchel/shared';
import { codeError, contactError, OTP_HINTS, verifyFailure } from '../../../src/features/login/otp-errors.js';
import { loginPathFor, nextPath } from '../../../src/lib/next-path.js';

// The login form's own words, the same in both modes.
describe('login', () => {
  it('names a bad contact and code in the demo’s words', () => {
    expect(contactError('email', '')).toBe('Enter a valid email address, like name@example.com');
    expect(contactError('email', 'a@b.co')).toBeUndefined();
    expect(contactError('whatsapp', '12')).toBe(OTP_HINTS.whatsapp);
    expect(contactError('whatsapp', '9876543210')).toBeUndefined();
    expect(codeError('12345')).toBe(OTP_HINTS.code);
    expect(codeError(' 123456 ')).toBeUndefined();
  });

  it('a rejected code reads the same whether the SDK or the BFF refused it', () => {
    for (const message of [SDK.failedToVerifyEmailOtp, ERROR_CODES.OTP_INVALID.message])
      expect(verifyFailure(message)).toBe(OTP_HINTS.wrongCode);
    expect(verifyFailure('Network down')).toBe('Network down');
  });

  it('returns only to a path of this demo after logging in', () => {
    expect(nextPath('?next=%2Ftransfertoken')).toBe('/transfertoken');
    expect(nextPath('?next=//evil.example')).toBe('/home');
    expect(nextPath('?next=/%5Cevil')).toBe('/home');
    expect(nextPath('')).toBe('/home');
    expect(nextPath(loginPathFor('/rawRead?x=1').slice(1))).toBe('/rawRead?x=1');
  });
});
