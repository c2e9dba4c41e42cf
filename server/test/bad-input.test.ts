import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { post } from './helpers/bff.js';
import { VALID_BODIES, VALID_USER_OP } from './helpers/bodies.js';
import { forgedSession } from './helpers/session-keys.js';
import { memorySink, startStack, type TestStack } from './helpers/stack.js';

// Every route's 400 on a bad body, 401 without or with a forged session, and the envelope for 404/413/bad JSON.
let stack: TestStack;
const forged = forgedSession();
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
const UUID = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

/** The BFF's own errors carry its trace id (= X-Trace-Id); the platform's keep the platform's trace id. */
const expectError = (
  res: { status: number; body: any; headers: any },
  status: number,
  errorCode: string,
  message?: string,
  fromPlatform = false,
) => {
  expect(res.status).toBe(status);
  expect(res.body.status).toBe('error');
  expect(res.body).not.toHaveProperty('data');
  expect(res.body.error).toMatchObject({
    code: status,
    errorCode,
    ...(message !== undefined && { message }),
  });
  expect(typeof res.body.error.details).toBe('string');
  expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
  if (fromPlatform) expect(res.body.error.traceId).toMatch(/^[0-9a-f]{32}$/);
  else expect(res.body.error.traceId).toBe(res.headers['x-trace-id']);
};

describe('400 on a bad body, every route', () => {
  it.each(ALL_ROUTES.map((route) => [route.path, route.session] as const))(
    '%s rejects an unknown key',
    async (path, session) => {
      const res = await post(stack.app, path, {
        ...(session && { sessionConfig: forged }),
        ...VALID_BODIES[path],
        bogus: 1,
      });
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.message).toMatch(
        /^Validation failed: .*Unrecognized key\(s\) in object: 'bogus'/,
      );
    },
  );

  const cases: [string, Record<string, unknown>, string][] = [
    ['/api/auth/email/otp', { email: 'nope' }, 'Validation failed: Invalid email format'],
    [
      '/api/auth/email/verify-otp',
      { email: 'a@b.co', otp: '12', token: UUID },
      'Validation failed: OTP must be 6 digits',
    ],
    [
      '/api/auth/whatsapp/otp',
      { whatsapp_number: '+91 9876543210' },
      'Validation failed: Invalid phone number format: must contain exactly 10 digits',
    ],
    [
      '/api/auth/whatsapp/verify-otp',
      { whatsapp_number: '9876543210', country_short_name: 'US', otp: '123456', token: 'x' },
      'Validation failed: Country must be IN, OTP token is required',
    ],
    [
      '/api/auth/authenticate',
      { idToken: '', provider: 'github' },
      'Validation failed: ID token is required, Unsupported provider: github',
    ],
    [
      '/api/auth/callback/apple',
      { code: '', state: 'abcdefgh12' },
      'Validation failed: Authorization code is required',
    ],
    ['/api/auth/callback/twitter', { code: 'c', state: 'a b' }, 'Validation failed: Invalid state'],
    [
      '/api/explorer/account',
      { sessionConfig: { ...forged, userSWA: '0x12' } },
      'Validation failed: Invalid Ethereum address format',
    ],
    [
      '/api/explorer/chains',
      { sessionConfig: { ...forged, sessionPrivKey: '0x12' } },
      'Validation failed: Invalid session private key format',
    ],
    [
      '/api/explorer/tokens',
      { sessionConfig: { ...forged, sessionPubKey: '0x12' } },
      'Validation failed: Invalid session public key format',
    ],
    [
      '/api/explorer/portfolio',
      { sessionConfig: forged, client_pk: '0x12' },
      'Validation failed: Invalid client private key format',
    ],
    [
      '/api/explorer/portfolio-activity',
      { sessionConfig: forged, client_swa: '0x12' },
      'Validation failed: Invalid clientSWA format',
    ],
    ['/api/explorer/portfolio-nft', { sessionConfig: 'a session' }, 'Session keys are not set'],
    [
      '/api/explorer/order-history',
      { sessionConfig: forged, intentId: 'x', intent_type: 'SWAP' },
      'Validation failed: Invalid intent id, Invalid intent type',
    ],
    [
      '/api/explorer/read-contract-data',
      {
        sessionConfig: forged,
        caip2Id: 'eip155:84532',
        data: { contractAddress: '0x1', abi: { name: 'f' } },
      },
      'Validation failed: Invalid contract address',
    ],
    [
      '/api/intent/tokenTransfer',
      { sessionConfig: forged, caip2Id: ' eip155:84532', recipient: 'xyz', token: '', amount: '0' },
      'Validation failed: caip2Id cannot have leading or trailing spaces, Invalid recipient address format, Amount must be greater than 0',
    ],
    [
      '/api/intent/tokenTransfer/estimate',
      { sessionConfig: forged, caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1.5' },
      'Validation failed: Amount must be an integer',
    ],
    [
      '/api/intent/nftTransfer/createUserOp',
      {
        sessionConfig: forged,
        caip2Id: 'eip155:84532',
        collectionAddress: 'abc',
        nftId: '-1',
        recipientWalletAddress: '',
        nftType: 'ERC999',
      },
      'Validation failed: Invalid collection address format, NFT ID cannot be negative, Recipient wallet address cannot be empty, NFT type must be ERC721 or ERC1155',
    ],
    [
      '/api/intent/nftTransfer',
      {
        sessionConfig: forged,
        caip2Id: 'eip155:84532',
        collectionAddress: RECIPIENT,
        nftId: '7',
        recipientWalletAddress: RECIPIENT,
        amount: '2',
        nftType: 'ERC721',
      },
      'Validation failed: ERC721 transfers must have amount exactly 1',
    ],
    [
      '/api/intent/rawTransaction',
      {
        sessionConfig: forged,
        caip2Id: 'eip155:84532',
        transaction: { from: '0x1', to: RECIPIENT, value: '1' },
      },
      'Validation failed: Invalid from address format',
    ],
    [
      '/api/intent/rawTransaction/createUserOp',
      { sessionConfig: forged, caip2Id: 'eip155:84532', transaction: [] },
      'Validation failed: An EVM raw transaction takes exactly one transaction',
    ],
    [
      '/api/intent/rawTransaction/estimate',
      { sessionConfig: forged, caip2Id: 'aptos:testnet', transaction: [{ function: '' }] },
      'Validation failed: Function is required',
    ],
    [
      '/api/intent/nftCollection',
      { sessionConfig: forged, caip2Id: 'eip155:84532', name: '', uri: '' },
      'Validation failed: NFT Collection creation is only supported on Aptos chain, Collection name cannot be empty, URI cannot be empty',
    ],
    [
      '/api/intent/nftCollection/createUserOp',
      { sessionConfig: forged, caip2Id: 'aptos:testnet', name: 'x'.repeat(101), uri: 'u' },
      'Validation failed: Collection name cannot exceed 100 characters',
    ],
    [
      '/api/intent/nftMint',
      { sessionConfig: forged, caip2Id: 'aptos:testnet', uri: 'u' },
      'Validation failed: NFT name is required',
    ],
    [
      '/api/intent/nftMint/createUserOp',
      {
        sessionConfig: forged,
        caip2Id: 'aptos:testnet',
        nftName: 'n',
        uri: 'u',
        data: { properties: [{ name: 'a', type: 'x', value: '1' }] },
      },
      'Validation failed: Invalid input: expected number, received string',
    ],
    [
      '/api/intent/tokenTransfer/executeAfterEstimate',
      { sessionConfig: forged, userOp: { sender: RECIPIENT } },
      'Validation failed: Invalid UserOp',
    ],
    [
      '/api/intent/nftTransfer/executeAfterEstimate',
      { sessionConfig: forged, userOp: { ...VALID_USER_OP, nonce: '0x12' } },
      'Validation failed: Invalid nonce format',
    ],
    [
      '/api/intent/rawTransaction/executeAfterEstimate',
      { sessionConfig: forged, userOp: 'op' },
      'Validation failed: Invalid UserOp',
    ],
    [
      '/api/intent/signUserOp',
      { sessionConfig: forged, userOp: { ...VALID_USER_OP, callGasLimit: '' } },
      'Validation failed: Invalid UserOp',
    ],
    [
      '/api/intent/executeUserOp',
      { sessionConfig: forged, userOp: VALID_USER_OP },
      'Validation failed: Invalid UserOp',
    ],
    [
      '/api/intent/signMessage',
      { sessionConfig: forged, message: '' },
      'Validation failed: Message is required',
    ],
    [
      '/api/intent/signTypedData',
      { sessionConfig: forged, data: '{not json' },
      'Validation failed: Invalid typed data',
    ],
  ];
  it.each(cases)('%s: %j', async (path, body, message) => {
    const res = await post(stack.app, path, body);
    if (message === 'Session keys are not set') expectError(res, 401, 'AUTH_REQUIRED', message);
    else expectError(res, 400, 'VALIDATION_ERROR', message);
  });

  it('a caip2Id outside EVM and Aptos is 400 Invalid Chain Type on rawTransaction', async () => {
    const res = await post(stack.app, '/api/intent/rawTransaction/estimate', {
      sessionConfig: forged,
      caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      transaction: { from: RECIPIENT, to: RECIPIENT, value: '1' },
    });
    expectError(res, 400, 'INVALID_CHAIN_TYPE', 'Invalid Chain Type');
    expect(res.body.error.details).toContain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });
});

describe('401 on sessions', () => {
  const sessionRoutes = ALL_ROUTES.filter((route) => route.session).map((route) => route.path);

  it.each(sessionRoutes)('%s without sessionConfig: 401 Session keys are not set', async (path) => {
    expectError(
      await post(stack.app, path, VALID_BODIES[path]),
      401,
      'AUTH_REQUIRED',
      'Session keys are not set',
    );
    const partial = { sessionConfig: { sessionPrivKey: forged.sessionPrivKey, userSWA: forged.userSWA } };
    expectError(
      await post(stack.app, path, { ...VALID_BODIES[path], ...partial }),
      401,
      'AUTH_REQUIRED',
      'Session keys are not set',
    );
  });

  // signUserOp only signs locally with the key the caller sent: nothing for the platform to refuse.
  it.each(sessionRoutes.filter((path) => path !== '/api/intent/signUserOp'))(
    '%s with a forged session: the platform 401, passed through',
    async (path) => {
      const res = await post(stack.app, path, { ...VALID_BODIES[path], sessionConfig: forged });
      expectError(res, 401, 'SESSION_NOT_FOUND', 'Session not found', true);
    },
  );
});

describe('envelopes for everything else', () => {
  it('unknown path or method: 404 NOT_FOUND', async () => {
    expectError(await post(stack.app, '/api/explorer/nope', {}), 404, 'NOT_FOUND', 'Not found');
    const res = await request(stack.app).get('/api/explorer/chains');
    expectError(res, 404, 'NOT_FOUND');
  });

  it('a body over 100 kB: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post(stack.app, '/api/intent/signMessage', {
      sessionConfig: forged,
      message: 'x'.repeat(101 * 1024),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'Payload too large');
  });

  it('malformed JSON, a JSON array or no JSON at all: 400 BAD_REQUEST, never a stack trace', async () => {
    const bad = await request(stack.app)
      .post('/api/auth/email/otp')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expectError(bad, 400, 'BAD_REQUEST', 'Malformed request body');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.js|SyntaxError/);
    expectError(await post(stack.app, '/api/auth/email/otp', [1]), 400, 'BAD_REQUEST');
    expectError(
      await request(stack.app).post('/api/auth/email/otp').type('text').send('email=a'),
      400,
      'BAD_REQUEST',
    );
  });

  it('body credentials are honoured when allowed: an unknown clientSWA is the platform 401 UNKNOWN_CLIENT', async () => {
    const res = await post(stack.app, '/api/auth/email/otp', { email: 'a@b.co', client_swa: RECIPIENT });
    expectError(res, 401, 'UNKNOWN_CLIENT', 'Unknown client', true);
  });

  it('body credentials are rejected with 400 unless ALLOW_CLIENT_KEYS_FROM_BODY=true', async () => {
    const app = createServerApp(loadConfig({ PLATFORM_URL: stack.platform.url, LOG_LEVEL: 'silent' }), {
      logDestination: memorySink().stream,
    });
    const res = await post(app, '/api/auth/email/otp', { email: 'a@b.co', client_swa: RECIPIENT });
    expectError(
      res,
      400,
      'VALIDATION_ERROR',
      'Validation failed: Client credentials in the request body are not allowed on this server',
    );
    expect((await post(app, '/api/auth/email/otp', { email: 'a@b.co' })).status).toBe(200);
  });
});
