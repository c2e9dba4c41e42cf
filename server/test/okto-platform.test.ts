// SATCHEL_PLATFORM=okto: the BFF's SDK speaks Okto's profile. Without PLATFORM_URL it targets Okto's hosted
// platform (nothing here can reach it: only the configuration is checked); with PLATFORM_URL the local platform
// stands in, and a login and an intent through the BFF run against Okto's address set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { http } from 'viem';
import { createBundlerClient, getUserOperationHash } from 'viem/account-abstraction';
import { DEMO_CLIENT, LOCAL_DEFAULTS } from '@satchel/shared';
import { loadConfig } from '../src/config.js';
import { createSdkClient } from '../src/sdk/create-client.js';
import { ok, post } from './helpers/bff.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { SANDBOX, toViemOperation } from './helpers/user-operation-judge.js';

/** Okto's sandbox entry point (its own address set, sdk/src/protocol/okto-profile.ts). */
const OKTO_SANDBOX_ENTRY_POINT = '0xCa5b1b0d3893b5152014fD5B519FF50f7C40f9da';

const KEYS = { clientPrivateKey: DEMO_CLIENT.clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA };

describe('SATCHEL_PLATFORM', () => {
  it('defaults to satchel on the local platform', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ platform: 'satchel', platformUrl: LOCAL_DEFAULTS.platformUrl });
    expect(config.social.apple.tokenUrl).toBe(`${LOCAL_DEFAULTS.platformUrl}/oauth/apple/token`);
  });

  it("okto without PLATFORM_URL: Okto's hosts of the environment, and the providers' own token endpoints", async () => {
    const config = loadConfig({
      SATCHEL_PLATFORM: 'okto',
      SATCHEL_ENVIRONMENT: 'production',
      SESSION_ENCRYPTION_KEY: '7f'.repeat(32),
    });
    expect(config).toMatchObject({ platform: 'okto', platformUrl: undefined, environment: 'production' });
    expect(config.social.apple.tokenUrl).toBe('https://appleid.apple.com/auth/token');
    expect(config.social.twitter.tokenUrl).toBe('https://api.x.com/2/oauth2/token');
    const client = await createSdkClient(config, KEYS);
    expect(client.envConfig).toMatchObject({
      platform: 'okto',
      apiUrl: 'https://apigw.okto.tech',
      paymaster: '0xB0E2BD2EFb99F982F8cCB8e6737A572B3B0eCE11',
    });
  });

  it('okto with PLATFORM_URL keeps the profile on that platform; an unknown platform stops the start', async () => {
    const config = loadConfig({ SATCHEL_PLATFORM: 'okto', PLATFORM_URL: 'http://localhost:4100/' });
    expect((await createSdkClient(config, KEYS)).envConfig).toMatchObject({
      apiUrl: 'http://localhost:4100',
      paymaster: '0x74324fA6Fa67b833dfdea4C1b3A9898574d076e3',
    });
    expect(() => loadConfig({ SATCHEL_PLATFORM: 'hosted' })).toThrow('SATCHEL_PLATFORM: Invalid platform');
  });
});

describe('the BFF in the okto profile against the local platform', () => {
  let stack: TestStack;
  let session: Session;
  beforeAll(async () => {
    stack = await startStack({ SATCHEL_PLATFORM: 'okto' });
    session = await loginByEmail(stack.app, stack.platform.url, 'okto-bff@example.com');
  }, 60_000);
  afterAll(() => stack.close());

  it("binds the login to Okto's address set and runs a transfer to SUCCESSFUL", async () => {
    const rows = stack.platform.ctx.db.prepare('SELECT env, address_set FROM sessions').all();
    expect(rows).toEqual([{ env: 'sandbox', address_set: 'okto' }]);
    const body = { caip2Id: 'eip155:84532', recipient: `0x${'7c'.repeat(20)}`, token: '', amount: '1000' };
    const op = ok(
      await post(stack.app, '/api/intent/tokenTransfer/createUserOp', { ...body, sessionConfig: session }),
    );
    expect(op.paymaster).toBe('0x74324fA6Fa67b833dfdea4C1b3A9898574d076e3');
    const signed = ok(
      await post(stack.app, '/api/intent/signUserOp', { userOp: op, sessionConfig: session }),
    );
    const { jobId, userOperation } = ok(
      await post(stack.app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }),
    );
    expect(await waitForOrder(stack.app, session, jobId)).toMatchObject({ status: 'SUCCESSFUL' });
    // The session key signed Okto's swapped-gasFees hash; the answer names the standard one, which Okto's entry
    // point on the sandbox chain logged and the bundler client follows (docs/protocol.md §18.4).
    const hash = getUserOperationHash({
      userOperation: toViemOperation(signed),
      entryPointAddress: OKTO_SANDBOX_ENTRY_POINT,
      chainId: SANDBOX.chainId,
      entryPointVersion: '0.7',
    });
    expect(userOperation).toMatchObject({
      hash,
      chainId: SANDBOX.chainId,
      entryPoint: OKTO_SANDBOX_ENTRY_POINT,
    });
    const bundler = createBundlerClient({ transport: http(userOperation.rpcUrl) });
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 });
    expect(receipt.success).toBe(true);
    expect(receipt.entryPoint.toLowerCase()).toBe(OKTO_SANDBOX_ENTRY_POINT.toLowerCase());
  }, 60_000);
});
