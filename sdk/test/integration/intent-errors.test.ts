import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  aptosRawTransaction,
  estimateRawTransaction,
  evmRawTransaction,
  HttpError,
  nftTransfer,
  prepareTokenTransfer,
  SatchelError,
  tokenTransfer,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf } from '../client/helpers.js';
import { loggedInClient, waitForFinalOrder, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';

let platform: Platform;
let client: SatchelClient;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
});
afterAll(() => platform.close());

describe('chain checks after the network lookup (§15.4), from the platform’s real list', () => {
  it('an unknown chain → Chain Not Supported with its details, before building anything', async () => {
    const before = client.requestLog.entries.length;
    const error = await failureOf(() =>
      tokenTransfer(client, { caip2Id: 'eip155:1', recipient: RECIPIENT, token: '', amount: 1 }),
    );
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.shortMessage).toBe('Chain Not Supported');
    expect(error.details).toBe('eip155:1 is not supported for this client');
    const paths = client.requestLog.entries.slice(before).map((entry) => new URL(entry.request.url).pathname);
    expect(paths).toEqual(['/api/oc/v1/supported/networks']);
    const nft = await failureOf(() =>
      nftTransfer(client, {
        caip2Id: 'EIP155:999',
        collectionAddress: RECIPIENT,
        nftId: '1',
        recipientWalletAddress: RECIPIENT,
      }),
    );
    expect(nft.details).toBe('EIP155:999 is not supported for this client');
  });

  it('an EVM raw transaction on a non-EVM chain → Invalid Chain Type', async () => {
    for (const run of [
      () =>
        evmRawTransaction(client, {
          caip2Id: 'aptos:testnet',
          transaction: { from: client.userSWA!, to: RECIPIENT, value: 1 },
        }),
      () =>
        estimateRawTransaction(client, {
          caip2Id: 'aptos:testnet',
          transaction: { from: client.userSWA!, to: RECIPIENT, value: 1 },
        }),
    ]) {
      const error = await failureOf(run);
      expect(error.shortMessage).toBe('Invalid Chain Type');
      expect(error.details).toBe(
        'aptos:testnet is not an EVM-compatible chain. EVM Raw Transactions can only be created for EVM chains.',
      );
    }
  });

  it('caip2 ids match case-insensitively', async () => {
    const op = await prepareTokenTransfer(client, {
      caip2Id: 'EIP155:84532',
      recipient: RECIPIENT,
      token: '',
      amount: 1,
    });
    expect(op.sender).toBe(client.userSWA);
  });
});

describe('execute failures → Execute operation failed: {error}', () => {
  it('the same signed operation twice → Request already used (409)', async () => {
    const signed = await client.signUserOp(
      await prepareTokenTransfer(client, {
        caip2Id: 'eip155:84532',
        recipient: RECIPIENT,
        token: '',
        amount: 1,
      }),
    );
    await client.executeUserOp(signed);
    const error = await failureOf(() => client.executeUserOp(signed));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.shortMessage).toBe('Execute operation failed: Request already used');
    expect(error).toMatchObject({ status: 409, code: 'REPLAYED_REQUEST' });
  });

  it('a fee payer on a chain without sponsorship → Invalid call data', async () => {
    const error = await failureOf(() =>
      tokenTransfer(
        client,
        { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: 1 },
        '0x3333333333333333333333333333333333333333',
      ),
    );
    expect(error.shortMessage).toBe('Execute operation failed: Invalid call data');
    expect(error.details).toMatchObject({ code: 400, errorCode: 'INVALID_CALL_DATA' });
  });

  it('an operation signed by another session → Invalid signature', async () => {
    const other = await loggedInClient(platform);
    const op = await prepareTokenTransfer(client, {
      caip2Id: 'eip155:84532',
      recipient: RECIPIENT,
      token: '',
      amount: 1,
    });
    const signedByOther = await other.signUserOp(op);
    const error = await failureOf(() => client.executeUserOp(signedByOther));
    expect(error.shortMessage).toBe('Execute operation failed: Invalid signature');
  });

  it('an Aptos function the platform cannot run is accepted and ends FAILED (not an execute error)', async () => {
    const jobId = await aptosRawTransaction(client, {
      caip2Id: 'aptos:testnet',
      transactions: [{ function: '0x1::nope::run' }],
    });
    const order = await waitForFinalOrder(client, jobId);
    expect(order).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('0x1::nope::run') });
  });
});
