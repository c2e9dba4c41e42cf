import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT } from '@satchel/shared';
import { privateKeyToAccount } from 'viem/accounts';
import { tokenTransfer, type ClientSigner, type ClientSignPayload } from '../../src/index.js';
import { loggedInClient, waitForFinalOrder, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

// The SDK with a viem account as its client signer and no client private key: every signature of the client
// (OTP requests, the session authorization, paymaster data) goes through the account, and the platform accepts them.

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

describe('clientSigner instead of clientPrivateKey', () => {
  it('logs in by email OTP and settles a transfer with a viem account, told what each signature is for', async () => {
    const account = privateKeyToAccount(DEMO_CLIENT.clientPrivateKey);
    const kinds: ClientSignPayload['kind'][] = [];
    const clientSigner: ClientSigner = {
      address: account.address,
      signMessage: (args) => {
        kinds.push(args.payload!.kind);
        return account.signMessage(args);
      },
    };
    const client = await loggedInClient(platform, undefined, { clientPrivateKey: undefined, clientSigner });
    expect(kinds).toEqual(['otp', 'otp', 'paymaster', 'session']);

    const jobId = await tokenTransfer(client, {
      caip2Id: 'eip155:84532',
      recipient: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2',
      token: '',
      amount: 1000n,
    });
    expect(kinds.at(-1)).toBe('paymaster');
    const order = await waitForFinalOrder(client, jobId);
    expect(order).toMatchObject({ intentId: jobId, status: 'SUCCESSFUL' });
  });
});
