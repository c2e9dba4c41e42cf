import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, ENVIRONMENTS } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { encodeAbiParameters, encodeFunctionData, type Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { gsnDataAbi, INITIATE_JOB_ABI, OUTER_ABI, POLICY_ABI } from '../../src/orders/call-data/abi-types.js';
import { encodeJobParameters } from '../../src/intents/job-parameters.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { buildOperation, bytes32, paymasterData, signOperation } from './helpers/build-operation.js';

const NOW_MS = 1767225600600;
const NOW = Math.floor(NOW_MS / 1000);
const RECIPIENT = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const transfer = (overrides: Record<string, unknown> = {}) => ({
  caip2Id: 'eip155:84532',
  recipientWalletAddress: RECIPIENT,
  tokenAddress: '',
  amount: '1000',
  ...overrides,
});

describe('POST /execute rejections (§10.7, first failure wins)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    session = insertSession(platform.ctx);
  });
  afterAll(async () => platform.close());

  async function execute(body: unknown, authorization?: string) {
    const headers: Record<string, string> =
      authorization === '' ? {} : { Authorization: authorization ?? (await session.authorization()) };
    return request(platform.url, 'POST', '/api/oc/v1/execute', { headers, body });
  }
  async function expectError(
    body: unknown,
    status: number,
    errorCode: string,
    message: string,
    details?: string,
  ) {
    const res = await execute(body);
    expect({ status: res.status, ...res.json?.error, trace_id: undefined }).toMatchObject({
      status,
      code: status,
      errorCode,
      message,
    });
    if (details !== undefined) expect(res.json.error.details).toBe(details);
    return res;
  }
  const valid = (payload = transfer(), options = {}) =>
    buildOperation(session, 'TOKEN_TRANSFER', payload, NOW, options);

  it('accepts a valid operation built independently with viem', async () => {
    const op = await valid();
    const res = await execute(op);
    expect(res.status).toBe(200);
    expect(res.json.data.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('401 AUTH_REQUIRED without a bearer token', async () => {
    const res = await execute(await valid(), '');
    expect(res.status).toBe(401);
    expect(res.json.error).toMatchObject({
      errorCode: 'AUTH_REQUIRED',
      message: 'Authorization header missing',
    });
  });

  it('400 VALIDATION_ERROR: missing field, wrong type, malformed hex, unknown field, nonce high bytes', async () => {
    const op = await valid();
    const { callGasLimit: _c, ...missing } = op;
    await expectError(missing, 400, 'VALIDATION_ERROR', 'Validation failed: Invalid UserOp');
    await expectError(
      { ...op, callGasLimit: 600000 },
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid UserOp',
    );
    await expectError(
      { ...op, callData: '0xabc' },
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid call data format',
    );
    await expectError(
      { ...op, sender: '0x12' },
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid sender address format',
    );
    await expectError(
      { ...op, signature: '0x1234' },
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid signature format',
    );
    await expectError(
      { ...op, extra: '1' },
      400,
      'VALIDATION_ERROR',
      "Validation failed: Unrecognized key(s) in object: 'extra'",
    );
    await expectError(
      { ...op, nonce: `0x${'1'.repeat(64)}` },
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid nonce format',
    );
    await expectError('[1]', 400, 'BAD_REQUEST', 'Malformed request body');
  });

  it('403 IDENTITY_MISMATCH when the sender is not the session user; 400 UNKNOWN_PAYMASTER for another env', async () => {
    const other = insertSession(platform.ctx);
    await expectError(
      await valid(transfer(), { mutate: (op: Record<string, string>) => (op.sender = other.user.userSWA) }),
      403,
      'IDENTITY_MISMATCH',
      'Request does not match the session',
      'sender',
    );
    await expectError(
      await valid(transfer(), {
        mutate: (op: Record<string, string>) => (op.paymaster = ENVIRONMENTS.staging.paymaster),
      }),
      400,
      'UNKNOWN_PAYMASTER',
      'Unknown paymaster',
    );
  });

  it('401 INVALID_SIGNATURE: tampered field, wrong key, hash of another environment', async () => {
    const op = await valid();
    await expectError(
      { ...op, maxFeePerGas: '0xee6b2801' },
      401,
      'INVALID_SIGNATURE',
      'Invalid signature',
      'signature',
    );
    await expectError(
      await signOperation(op, generatePrivateKey()),
      401,
      'INVALID_SIGNATURE',
      'Invalid signature',
      'signature',
    );
    await expectError(
      await signOperation(op, session.sessionPrivKey, 'staging'),
      401,
      'INVALID_SIGNATURE',
      'Invalid signature',
    );
    // Swapped gasFees halves change the hash (priority fee is the high half).
    const swapped = { ...op, maxFeePerGas: op.maxPriorityFeePerGas, maxPriorityFeePerGas: op.maxFeePerGas };
    await expectError(swapped, 401, 'INVALID_SIGNATURE', 'Invalid signature');
  });

  it('401 INVALID_PAYMASTER_DATA / PAYMASTER_DATA_EXPIRED (§9.4 with userOp.nonce)', async () => {
    const jobId = randomUUID();
    await expectError(
      await valid(transfer(), {
        jobId,
        paymasterData: await paymasterData(jobId, NOW, { signer: generatePrivateKey() }),
      }),
      401,
      'INVALID_PAYMASTER_DATA',
      'Invalid paymaster data',
    );
    await expectError(
      await valid(transfer(), { jobId, paymasterData: await paymasterData(randomUUID(), NOW) }),
      401,
      'INVALID_PAYMASTER_DATA',
      'Invalid paymaster data',
    );
    await expectError(
      await valid(transfer(), { jobId, paymasterData: '0x1234' }),
      401,
      'INVALID_PAYMASTER_DATA',
      'Invalid paymaster data',
    );
    await expectError(
      await valid(transfer(), { jobId, paymasterData: await paymasterData(jobId, NOW, { validUntil: NOW }) }),
      401,
      'PAYMASTER_DATA_EXPIRED',
      'Paymaster data expired or not yet valid',
    );
    await expectError(
      await valid(transfer(), {
        jobId,
        paymasterData: await paymasterData(jobId, NOW, { validUntil: NOW + 21600 + 61 }),
      }),
      401,
      'PAYMASTER_DATA_EXPIRED',
      'Paymaster data expired or not yet valid',
    );
    await expectError(
      await valid(transfer(), {
        jobId,
        paymasterData: await paymasterData(jobId, NOW, { validAfter: NOW + 61 }),
      }),
      401,
      'PAYMASTER_DATA_EXPIRED',
      'Paymaster data expired or not yet valid',
    );
  });

  it('400 INVALID_CALL_DATA: undecodable, wrong selector, job manager, value, inner selector, _jobId ≠ nonce', async () => {
    const jobId = randomUUID();
    const jp = encodeJobParameters('TOKEN_TRANSFER', transfer());
    const inner = (id = jobId) =>
      encodeFunctionData({
        abi: INITIATE_JOB_ABI,
        functionName: 'initiateJob',
        args: [
          BigInt(bytes32(id)),
          DEMO_CLIENT.clientSWA as Hex,
          session.user.userSWA,
          '0x0000000000000000000000000000000000000000',
          encodeAbiParameters(POLICY_ABI, [{ gsnEnabled: false, sponsorshipEnabled: false }]),
          encodeAbiParameters(gsnDataAbi('TOKEN_TRANSFER'), [
            { isRequired: false, requiredNetworks: [], tokens: [] },
          ]),
          jp,
          'TOKEN_TRANSFER',
        ],
      });
    const outer = (selector: Hex, manager: Hex, value: bigint, data: Hex) =>
      encodeAbiParameters(OUTER_ABI, [selector, manager, value, data]);
    const jm = ENVIRONMENTS.sandbox.jobManager;
    const cases: [Hex, string][] = [
      ['0x1234', 'callData is not abi.encode(bytes4, address, uint256, bytes)'],
      [outer('0x12345678', jm, 0n, inner()), 'selector must be 0x8dd7712f'],
      [
        outer('0x8dd7712f', ENVIRONMENTS.staging.jobManager, 0n, inner()),
        'job manager is not the environment job manager',
      ],
      [outer('0x8dd7712f', jm, 1n, inner()), 'value must be 0'],
      [outer('0x8dd7712f', jm, 0n, `0xdeadbeef${inner().slice(10)}`), 'inner selector must be 0xbf7b90d7'],
      [outer('0x8dd7712f', jm, 0n, inner(randomUUID())), '_jobId does not match the nonce'],
    ];
    for (const [callData, details] of cases)
      await expectError(
        await valid(transfer(), { jobId, callData }),
        400,
        'INVALID_CALL_DATA',
        'Invalid call data',
        details,
      );
  });

  it('403 IDENTITY_MISMATCH for _userSWA / _clientSWA; 400 UNSUPPORTED_INTENT_TYPE', async () => {
    await expectError(
      await valid(transfer(), { userSWA: '0x1111111111111111111111111111111111111111' }),
      403,
      'IDENTITY_MISMATCH',
      'Request does not match the session',
      '_userSWA',
    );
    await expectError(
      await valid(transfer(), { clientSWA: '0x1111111111111111111111111111111111111111' }),
      403,
      'IDENTITY_MISMATCH',
      'Request does not match the session',
      '_clientSWA',
    );
    const jobId = randomUUID();
    const inner = encodeFunctionData({
      abi: INITIATE_JOB_ABI,
      functionName: 'initiateJob',
      args: [
        BigInt(bytes32(jobId)),
        DEMO_CLIENT.clientSWA as Hex,
        session.user.userSWA,
        '0x0000000000000000000000000000000000000000',
        encodeAbiParameters(POLICY_ABI, [{ gsnEnabled: false, sponsorshipEnabled: false }]),
        '0x',
        encodeJobParameters('TOKEN_TRANSFER', transfer()),
        'SWAP',
      ],
    });
    const callData = encodeAbiParameters(OUTER_ABI, [
      '0x8dd7712f',
      ENVIRONMENTS.sandbox.jobManager,
      0n,
      inner,
    ]);
    await expectError(
      await valid(transfer(), { jobId, callData }),
      400,
      'UNSUPPORTED_INTENT_TYPE',
      'Unsupported intent type: SWAP',
    );
  });

  it('400 VALIDATION_ERROR for decoded job parameters that fail §15.3', async () => {
    await expectError(
      await valid(transfer({ amount: '0' })),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Amount must be greater than 0',
    );
    await expectError(
      await valid(transfer({ recipientWalletAddress: session.user.userSWA.toLowerCase() })),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Recipient address cannot be same as the user address',
    );
    await expectError(
      await valid(transfer({ caip2Id: ' eip155:84532' })),
      400,
      'VALIDATION_ERROR',
      'Validation failed: caip2Id cannot have leading or trailing spaces',
    );
    const collection = {
      caip2Id: 'eip155:84532',
      name: 'C',
      uri: 'https://x',
      data: { type: '', attributes: '', description: '', symbol: '' },
    };
    const op = await buildOperation(session, 'NFT_CREATE_COLLECTION', collection, NOW);
    await expectError(
      op,
      400,
      'VALIDATION_ERROR',
      'Validation failed: NFT Collection creation is only supported on Aptos chain',
    );
  });

  it('403 CHAIN_NOT_SUPPORTED and 400 INVALID_CHAIN_TYPE with §15.4 details', async () => {
    await expectError(
      await valid(transfer({ caip2Id: 'eip155:1' })),
      403,
      'CHAIN_NOT_SUPPORTED',
      'Chain Not Supported',
      'eip155:1 is not supported for this client',
    );
    // A family without raw transactions (Solana has its own).
    const raw = {
      caip2Id: 'bip122:000000000019d6689c085ae165831e93',
      transactions: [{ from: session.user.userSWA, to: RECIPIENT, data: '0x', value: '0x1' }],
    };
    await expectError(
      await buildOperation(session, 'RAW_TRANSACTION', raw, NOW),
      400,
      'INVALID_CHAIN_TYPE',
      'Invalid Chain Type',
      'bip122:000000000019d6689c085ae165831e93 is not an EVM-compatible chain. EVM Raw Transactions can only be created for EVM chains.',
    );
  });

  it('400 INVALID_CALL_DATA when the policy differs from the chain or a fee payer lacks sponsorship', async () => {
    await expectError(
      await valid(transfer(), { policy: { gsnEnabled: false, sponsorshipEnabled: true } }),
      400,
      'INVALID_CALL_DATA',
      'Invalid call data',
    );
    const res = await expectError(
      await valid(transfer(), { feePayerAddress: RECIPIENT }),
      400,
      'INVALID_CALL_DATA',
      'Invalid call data',
    );
    expect(res.json.error.details).toContain('sponsorship');
    const sponsored = await valid(transfer({ caip2Id: 'eip155:80002' }), {
      feePayerAddress: RECIPIENT,
      policy: { gsnEnabled: false, sponsorshipEnabled: true },
    });
    expect((await execute(sponsored)).status).toBe(200);
  });

  it('409 REPLAYED_REQUEST for a job id executed before, even re-signed', async () => {
    const jobId = randomUUID();
    expect((await execute(await valid(transfer(), { jobId }))).status).toBe(200);
    await expectError(
      await valid(transfer({ amount: '5' }), { jobId }),
      409,
      'REPLAYED_REQUEST',
      'Request already used',
    );
    const count = platform.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE intent_id = ?')
      .get(jobId) as { n: number };
    expect(count.n).toBe(1);
  });

  it('concurrent executes of one job id (one commit batch): exactly one succeeds, the other is a replay', async () => {
    const jobId = randomUUID();
    const [a, b] = await Promise.all([
      execute(await valid(transfer(), { jobId })),
      execute(await valid(transfer({ amount: '2' }), { jobId })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const many = await Promise.all(Array.from({ length: 8 }, async () => execute(await valid())));
    expect(many.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('rejects an operation signed for a session of another environment', async () => {
    const staging = insertSession(platform.ctx, { env: 'staging' });
    const op = await buildOperation(staging, 'TOKEN_TRANSFER', transfer(), NOW, { env: 'staging' });
    const res = await execute(op, await staging.authorization());
    expect(res.status).toBe(200);
    const bad = await buildOperation(staging, 'TOKEN_TRANSFER', transfer(), NOW, { env: 'sandbox' });
    const rejected = await execute(bad, await staging.authorization());
    expect(rejected.json.error).toMatchObject({ errorCode: 'UNKNOWN_PAYMASTER' });
  });
});
