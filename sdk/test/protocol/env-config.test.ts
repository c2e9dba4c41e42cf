import { describe, expect, it } from '@jest/globals';
import { ENVIRONMENT_NAMES, VALIDATION } from '@satchel/shared';
import { getAddress, keccak256, stringToHex } from 'viem';
import { InvalidInputError } from '../../src/index.js';
import { getEnvConfig } from '../../src/protocol/index.js';
import { vectors } from './vectors.js';

const platformUrl = vectors.urls.platformUrl;

describe('getEnvConfig (§2)', () => {
  it.each(ENVIRONMENT_NAMES)('carries the %s constants of the vectors', (env) => {
    const config = getEnvConfig(env, { platformUrl });
    const expected = vectors.constants.environments[env];
    expect({
      chainId: config.chainId,
      signThreshold: config.signThreshold,
      paymaster: config.paymaster,
      jobManager: config.jobManager,
      entryPoint: config.entryPoint,
    }).toEqual(expected);
    expect(config.environment).toBe(env);
  });

  it.each(ENVIRONMENT_NAMES)('derives the %s addresses from keccak256("satchel:<env>:<role>")', (env) => {
    const config = getEnvConfig(env, { platformUrl });
    for (const role of ['paymaster', 'jobManager', 'entryPoint'] as const) {
      const hash = keccak256(stringToHex(`satchel:${env}:${role}`));
      expect(config[role]).toBe(getAddress(`0x${hash.slice(-40)}`));
    }
  });

  it.each(ENVIRONMENT_NAMES)(
    'refuses %s on the satchel platform without platformUrl (no hosted one exists)',
    (env) => {
      for (const overrides of [{}, { platform: 'satchel' as const }]) {
        expect(() => getEnvConfig(env, overrides)).toThrow(InvalidInputError);
        expect(() => getEnvConfig(env, overrides)).toThrow(VALIDATION.platformUrlRequired);
      }
    },
  );

  it('is the satchel platform with Google defaults when only platformUrl is given', () => {
    const config = getEnvConfig('sandbox', { platformUrl });
    expect(config.platform).toBe('satchel');
    expect(config.googleAuthUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(config.googleClientId).toBeUndefined();
  });

  it.each([vectors.urls.platformUrl, `${vectors.urls.platformUrl}/`])(
    'matches the urls vector with platformUrl %s',
    (platformUrl) => {
      const config = getEnvConfig('sandbox', {
        platformUrl,
        googleAuthUrl: vectors.urls.googleAuthUrl,
        googleClientId: vectors.urls.googleClientId,
      });
      expect(config.apiUrl).toBe(vectors.urls.platformUrl);
      expect(config.authPageUrl).toBe(vectors.urls.authPageUrl);
      expect(config.authRedirectUrl).toBe(vectors.urls.authRedirectUrl);
      expect(config.allowList).toEqual(vectors.urls.allowList);
      expect(config.googleAuthUrl).toBe(vectors.urls.googleAuthUrl);
      expect(config.googleClientId).toBe(vectors.urls.googleClientId);
    },
  );

  it('keeps the environment constants when platformUrl is set', () => {
    const config = getEnvConfig('staging', { platformUrl: 'http://127.0.0.1:9999/base' });
    expect(config.chainId).toBe(124736089);
    expect(config.apiUrl).toBe('http://127.0.0.1:9999/base');
    expect(config.authPageUrl).toBe('http://127.0.0.1:9999/base/onboarding/');
    expect(config.allowList).toEqual(['http://127.0.0.1:9999']); // no hosted Satchel page to allow
  });
});
