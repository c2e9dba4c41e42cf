import { describe, expect, it } from '@jest/globals';
import { maskForLog } from '../../src/backend/api/mask-for-log.js';

const KEY = `0x${'11'.repeat(32)}`;

describe('maskForLog (what the API logs drawer may show)', () => {
  it('hides keys, tokens and OTPs at any depth (the SDK rules)', () => {
    const masked = maskForLog({
      email: 'ada@example.com',
      otp: '123456',
      client_pk: KEY,
      sessionConfig: { sessionPrivKey: KEY, userSWA: '0xabc' },
      items: [{ authToken: 'tok' }],
    });
    expect(masked).toEqual({
      email: 'ada@example.com',
      otp: '[REDACTED]',
      client_pk: '[REDACTED]',
      sessionConfig: { sessionPrivKey: '[REDACTED]', userSWA: '0xabc' },
      items: [{ authToken: '[REDACTED]' }],
    });
  });

  it("also hides an Apple/X OAuth code and its PKCE verifier, which the SDK's rules do not cover", () => {
    expect(
      maskForLog({ code: 'abc', state: 's1', codeVerifier: 'v', nested: { code_verifier: 'w' } }),
    ).toEqual({
      code: '[REDACTED]',
      state: 's1',
      codeVerifier: '[REDACTED]',
      nested: { code_verifier: '[REDACTED]' },
    });
  });

  it('leaves plain values alone', () => {
    expect(maskForLog('Network error')).toBe('Network error');
    expect(maskForLog(null)).toBeNull();
  });
});
