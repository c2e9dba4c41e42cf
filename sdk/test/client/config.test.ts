import { describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, ENVIRONMENTS, SDK_VERSION, VALIDATION } from '@satchel/shared';
import { privateKeyToAccount } from 'viem/accounts';
import { SatchelClient, SDK_VERSION as EXPORTED_VERSION, ValidationError } from '../../src/index.js';
import { failureOf, refusingFetch } from './helpers.js';

const keys = { clientPrivateKey: DEMO_CLIENT.clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA };
const valid = { ...keys, platformUrl: 'http://localhost:4100' };

describe('SatchelClient configuration', () => {
  it('defaults to production on the satchel platform, logging silent', () => {
    const client = new SatchelClient(valid);
    expect(client.environment).toBe('production');
    expect(client.envConfig.platform).toBe('satchel');
    expect(client.logLevel).toBe('silent');
    expect(client.clientSWA).toBe(DEMO_CLIENT.clientSWA);
    expect(client.envConfig.apiUrl).toBe('http://localhost:4100');
    expect(client.envConfig.paymaster).toBe(ENVIRONMENTS.production.paymaster);
    expect(client.isLoggedIn()).toBe(false);
    expect(client.userSWA).toBeUndefined();
    expect(client.getSessionConfig()).toBeUndefined();
    expect(EXPORTED_VERSION).toBe(SDK_VERSION);
  });

  it('uses platformUrl without its trailing slash and the environment constants', () => {
    const client = new SatchelClient({
      ...valid,
      environment: 'staging',
      platformUrl: 'http://localhost:4100/',
    });
    expect(client.envConfig).toMatchObject({
      environment: 'staging',
      apiUrl: 'http://localhost:4100',
      authPageUrl: 'http://localhost:4100/onboarding/',
      chainId: ENVIRONMENTS.staging.chainId,
      signThreshold: 3,
    });
  });

  it.each([{}, { platform: 'satchel' }])(
    'refuses %o without platformUrl at construction, saying what to set, before any request',
    async (extra) => {
      const { calls, fetch } = refusingFetch();
      const error = await failureOf(() => new SatchelClient({ ...keys, ...extra, fetch } as never));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.shortMessage).toBe(VALIDATION.platformUrlRequired);
      expect(error.message).toContain("platform: 'okto'");
      expect(calls).toEqual([]);
    },
  );

  it("targets Okto's hosted platform with platform: 'okto', and platformUrl still overrides its hosts", () => {
    const okto = new SatchelClient({ ...keys, platform: 'okto' });
    expect(okto.envConfig).toMatchObject({
      environment: 'production',
      platform: 'okto',
      apiUrl: 'https://apigw.okto.tech',
      paymaster: '0xB0E2BD2EFb99F982F8cCB8e6737A572B3B0eCE11',
    });
    const local = new SatchelClient({ ...valid, environment: 'sandbox', platform: 'okto' });
    expect(local.envConfig).toMatchObject({
      apiUrl: 'http://localhost:4100',
      authPageUrl: 'http://localhost:4100/onboarding/',
      paymaster: '0x74324fA6Fa67b833dfdea4C1b3A9898574d076e3',
    });
  });

  it.each([
    [{ ...valid, platform: 'hosted' }, VALIDATION.invalidPlatform],
    [{ ...valid, environment: 'mainnet' }, 'Invalid environment'],
    [{ ...valid, clientPrivateKey: '0x1234' }, 'Invalid client private key format'],
    // An unset environment variable reads as undefined: the message names the field.
    [{ ...valid, clientPrivateKey: undefined }, VALIDATION.clientPrivateKeyMissing],
    [{ ...valid, clientSWA: undefined }, VALIDATION.clientSWAMissing],
    [{ ...valid, logLevel: 'verbose' }, VALIDATION.invalidLogLevel],
    [
      { ...valid, clientSigner: privateKeyToAccount(DEMO_CLIENT.clientPrivateKey) },
      VALIDATION.oneClientSigner,
    ],
    [{ ...valid, clientSWA: '0xabc' }, 'Invalid clientSWA format'],
    [{ ...valid, clientSWA: DEMO_CLIENT.clientSWA.slice(2) }, 'Invalid clientSWA format'],
  ])('refuses %o with the spec message', async (config, message) => {
    const error = await failureOf(() => new SatchelClient(config as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.shortMessage).toBe(message);
    expect(error.message).toBe(message);
  });

  it('never exposes the client private key on the instance', () => {
    const client = new SatchelClient(valid);
    const text = JSON.stringify(client) + Object.values(client).map(String).join();
    expect(text).not.toContain(DEMO_CLIENT.clientPrivateKey.slice(2));
  });
});
