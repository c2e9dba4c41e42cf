import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { post } from './helpers/bff.js';
import { VALID_BODIES, VALID_USER_OP } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { forgedSession } from './helpers/session-keys.js';
import { startStack, type TestStack } from './helpers/stack.js';

// Every route's 400 on a bad body: unknown keys on all of them, then a targeted bad body per route.
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

  it('a caip2Id outside EVM, Aptos and Solana is 400 Invalid Chain Type on rawTransaction', async () => {
    const res = await post(stack.app, '/api/intent/rawTransaction/estimate', {
      sessionConfig: forged,
      caip2Id: 'bip122:000000000019d6689c085ae165831e93',
      transaction: { from: RECIPIENT, to: RECIPIENT, value: '1' },
    });
    expectError(res, 400, 'INVALID_CHAIN_TYPE', 'Invalid Chain Type');
    expect(res.body.error.details).toContain('bip122:000000000019d6689c085ae165831e93');
  });
});
