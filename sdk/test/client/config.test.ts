import { describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, ENVIRONMENTS, SDK_VERSION } from '@satchel/shared';
import { SatchelClient, SDK_VERSION as EXPORTED_VERSION, ValidationError } from '../../src/index.js';
import { failureOf } from './helpers.js';

const valid = { clientPrivateKey: DEMO_CLIENT.clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA };

describe('SatchelClient configuration', () => {
  it('defaults to production, logging on and the hosted platform', () => {
    const client = new SatchelClient(valid);
    expect(client.environment).toBe('production');
    expect(client.logging).toBe(true);
    expect(client.clientSWA).toBe(DEMO_CLIENT.clientSWA);
    expect(client.envConfig.apiUrl).toBe(ENVIRONMENTS.production.apiUrl);
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

  it.each([
    [{ ...valid, environment: 'mainnet' }, 'Invalid environment'],
    [{ ...valid, clientPrivateKey: '0x1234' }, 'Invalid client private key format'],
    [{ ...valid, clientPrivateKey: undefined }, 'Invalid client private key format'],
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
