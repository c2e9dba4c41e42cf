// Satchel in the okto profile against the real `@okto_web3/core-js-sdk@1.1.0`, offline: the profile's values are
// the Okto client's own, and with the same session key and the same user operation (unequal fee fields) both sign
// the same bytes in every environment; the same for paymaster data.
import { describe, expect, it } from '@jest/globals';
import { ENVIRONMENT_NAMES, SDK } from '@satchel/shared';
import { getEnvConfig } from '../../src/index.js';
import { vectors } from '../protocol/vectors.js';
import { failureOf } from '../client/helpers.js';
import { oktoEnv } from './helpers/capture-okto-hosts.js';
import { oktoClient, restoreOktoSession, satchelOkto } from './helpers/okto-clients.js';

const session = { ...vectors.session.sessionObject } as {
  sessionPrivKey: string;
  sessionPubKey: string;
  userSWA: string;
};
const baseOp = vectors.intents.TOKEN_TRANSFER.unsignedUserOp as Record<string, string>;
const NONCE = 'a3bb189e-8bf9-4888-9912-ace4e6543002';

function pair(environment: (typeof ENVIRONMENT_NAMES)[number]) {
  const okto = oktoClient(environment);
  restoreOktoSession(okto, session);
  const satchel = satchelOkto(environment);
  satchel.setSessionConfig(session);
  return { okto, satchel };
}

describe.each(ENVIRONMENT_NAMES)('the okto profile of %s against the Okto client', (environment) => {
  it("carries the Okto client's hosts, auth pages, addresses, chain id and threshold", () => {
    const okto = oktoEnv(environment);
    const profile = getEnvConfig(environment, { platform: 'okto' });
    expect(profile).toMatchObject({
      environment,
      platform: 'okto',
      apiUrl: okto.bffBaseUrl,
      authPageUrl: okto.authPageUrl,
      authRedirectUrl: okto.authRedirectUrl,
      paymaster: okto.paymasterAddress,
      jobManager: okto.jobManagerAddress,
      entryPoint: okto.entryPointAddress,
      chainId: okto.chainId,
      signThreshold: okto.signMessageMpcThreshold,
      allowList: [new URL(okto.authPageUrl).origin],
    });
    expect(satchelOkto(environment).envConfig).toEqual(profile);
  });

  it('keeps the profile on platformUrl, with only the hosts moved', () => {
    const okto = oktoEnv(environment);
    const local = getEnvConfig(environment, { platform: 'okto', platformUrl: 'http://localhost:4100/' });
    expect(local).toMatchObject({
      apiUrl: 'http://localhost:4100',
      authPageUrl: 'http://localhost:4100/onboarding/',
      authRedirectUrl: 'http://localhost:4100/__/auth/handler',
      paymaster: okto.paymasterAddress,
      entryPoint: okto.entryPointAddress,
      chainId: okto.chainId,
    });
  });

  it('signs a user operation with unequal fee fields to the Okto signature, byte for byte', async () => {
    const { okto, satchel } = pair(environment);
    const op = {
      ...baseOp,
      paymaster: oktoEnv(environment).paymasterAddress,
      maxFeePerGas: '0xee6b2800',
      maxPriorityFeePerGas: '0x3b9aca00',
    };
    const expected = await okto.signUserOp({ ...op } as never);
    const signed = await satchel.signUserOp({ ...op });
    expect(signed.signature).toBe(expected.signature);
    // The fee order is what makes the difference: the same fees the other way round sign otherwise.
    const swapped = await satchel.signUserOp({
      ...op,
      maxFeePerGas: op.maxPriorityFeePerGas,
      maxPriorityFeePerGas: op.maxFeePerGas,
    });
    expect(swapped.signature).not.toBe(expected.signature);
  });

  it('signs paymaster data to the Okto bytes for Date, number and bigint times', async () => {
    const { okto, satchel } = pair(environment);
    const cases = [
      { nonce: NONCE, validUntil: new Date(1767225600123) },
      { nonce: NONCE, validUntil: 1767225600, validAfter: 1767200000 },
      { nonce: NONCE, validUntil: 1767225600n, validAfter: new Date(1000) },
    ];
    for (const args of cases) expect(await satchel.paymasterData(args)).toBe(await okto.paymasterData(args));
  });
});

describe('paymasterData like the Okto client', () => {
  it('needs a session, as the Okto client does', async () => {
    const okto = oktoClient('sandbox');
    const satchel = satchelOkto('sandbox');
    const args = { nonce: NONCE, validUntil: 1767225600 };
    expect(() => okto.paymasterData(args)).toThrow(SDK.mustBeLoggedInForPaymasterData);
    const error = await failureOf(() => satchel.paymasterData(args));
    expect(error.shortMessage).toBe(SDK.mustBeLoggedInForPaymasterData);
  });

  it('refuses a nonce that is no UUID as a ValidationError', async () => {
    const satchel = satchelOkto('sandbox');
    satchel.setSessionConfig(session);
    const error = await failureOf(() => satchel.paymasterData({ nonce: 'not-a-uuid', validUntil: 1 }));
    expect(error.name).toBe('ValidationError');
  });
});
