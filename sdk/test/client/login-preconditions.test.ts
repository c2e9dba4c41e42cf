import { describe, expect, it } from '@jest/globals';
import { SatchelError, ValidationError } from '../../src/index.js';
import { failureOf, freshSession, makeClient, refusingFetch } from './helpers.js';

const TOKEN = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

function offlineClient() {
  const network = refusingFetch();
  return { network, client: makeClient({ fetch: network.fetch }) };
}

describe('OTP and login checks before any request (§15.1)', () => {
  it.each([
    [() => ['ada@example.com', 'sms'], 'Invalid OTP method specified'],
    [() => ['ada@example.com', 'whatsapp'], 'Invalid contact information or method'],
    [() => ['9876543210', 'email'], 'Invalid contact information or method'],
    [() => ['+91 9876543210', 'whatsapp'], 'Invalid contact information or method'],
  ])('sendOTP / resendOTP / verifyOTP refuse %#', async (args, message) => {
    const { network, client } = offlineClient();
    const [contact, method] = args() as [string, 'email'];
    for (const run of [
      () => client.sendOTP(contact, method),
      () => client.resendOTP(contact, TOKEN, method),
      () => client.verifyOTP(contact, '123456', TOKEN, method),
    ]) {
      const error = await failureOf(run);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.shortMessage).toBe(message);
    }
    expect(network.calls).toEqual([]);
  });

  it('loginUsingEmail / loginUsingWhatsApp validate the contact first', async () => {
    const { network, client } = offlineClient();
    expect((await failureOf(() => client.loginUsingEmail('ada@', '123456', TOKEN))).shortMessage).toBe(
      'Invalid email format',
    );
    expect(
      (await failureOf(() => client.loginUsingWhatsApp('+91 9876543210', '123456', TOKEN))).shortMessage,
    ).toBe('Invalid phone number format: must contain exactly 10 digits');
    expect(network.calls).toEqual([]);
  });

  it('loginUsingOAuth accepts google, satchel, client_jwt only and needs an id token', async () => {
    const { network, client } = offlineClient();
    for (const provider of ['apple', 'twitter', 'jwt', 'github']) {
      const error = await failureOf(() => client.loginUsingOAuth({ idToken: 'x', provider }));
      expect(error).toBeInstanceOf(SatchelError);
      expect(error.shortMessage).toBe(`Unsupported provider: ${provider}`);
    }
    const missing = await failureOf(() => client.loginUsingOAuth({ idToken: '', provider: 'google' }));
    expect(missing).toBeInstanceOf(ValidationError);
    expect(missing.shortMessage).toBe('ID token is required');
    expect((await failureOf(() => client.loginUsingJWTAuthentication(''))).shortMessage).toBe(
      'ID token is required',
    );
    expect(
      (await failureOf(() => client.authenticate({ idToken: 'x', provider: 'github' }))).shortMessage,
    ).toBe('Unsupported provider: github');
    expect(network.calls).toEqual([]);
  });

  it('loginUsingSocial accepts only google and opens nothing otherwise', async () => {
    const { network, client } = offlineClient();
    const opened: string[] = [];
    const open = async (url: string) => (opened.push(url), url);
    expect((await failureOf(() => client.loginUsingSocial('twitter', {}, open))).shortMessage).toBe(
      'Unsupported provider: twitter',
    );
    expect(opened).toEqual([]);
    expect(network.calls).toEqual([]);
  });

  it('loginUsingSocial builds the §16.6 URL and needs an id_token back', async () => {
    const { network, client } = offlineClient();
    const opened: string[] = [];
    const error = await failureOf(() =>
      client.loginUsingSocial(
        'google',
        { from: 'test' },
        async (url) => (opened.push(url), 'http://localhost:5173/?state=x'),
      ),
    );
    expect(error.shortMessage).toBe('No ID token received from authentication');
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect([...url.searchParams.keys()]).toEqual([
      'scope',
      'redirect_uri',
      'response_type',
      'client_id',
      'nonce',
      'state',
    ]);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:9/__/auth/handler');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(JSON.parse(url.searchParams.get('state')!)).toMatchObject({ platform: 'web', from: 'test' });
    expect(opened[0]).toContain('scope=openid+email+profile');
    expect(network.calls).toEqual([]);
  });

  it('every login refuses while a session exists', async () => {
    const { network, client } = offlineClient();
    client.setSessionConfig(freshSession());
    const runs = [
      () => client.loginUsingEmail('ada@example.com', '123456', TOKEN),
      () => client.loginUsingWhatsApp('9876543210', '123456', TOKEN),
      () => client.loginUsingOAuth({ idToken: 'x', provider: 'google' }),
      () => client.loginUsingJWTAuthentication('x'),
      () => client.loginUsingSocial('google', {}, async () => 'http://localhost/?id_token=x'),
      () => client.authenticate({ idToken: 'x', provider: 'apple' }),
    ];
    for (const run of runs) {
      expect((await failureOf(run)).shortMessage).toBe('User is already logged in. Please log out first.');
    }
    expect(network.calls).toEqual([]);
  });
});
