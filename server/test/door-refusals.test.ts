import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildCallData,
  buildUserOperation,
  encodeJobParameters,
  HttpError,
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftTransfer,
  prepareTokenTransfer,
  SatchelClient,
  toJobParameters,
  ValidationError,
  type UnsignedUserOperation,
} from '@satchel/sdk';
import { DEMO_CLIENT, type IntentType } from '@satchel/shared';
import { ODD_INTENTS, withUser, type OddIntent, type OddIntentKind } from '@satchel/shared/fuzz';
import { randomUUID } from 'node:crypto';
import { post } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// One table of odd inputs (shared/test/fuzz/odd-intents.ts) through the three doors: the SDK's prepare* (with no
// platform to reach, so it refuses before any request), the BFF's route and the platform's /execute (an operation
// built and signed by hand, so the platform's own check is what refuses it). All three say the same.

const KINDS: Record<
  OddIntentKind,
  {
    prepare: (client: SatchelClient, input: never) => Promise<UnsignedUserOperation>;
    route: string;
    intentType: IntentType;
    rawFamily?: 'EVM' | 'APTOS';
  }
> = {
  tokenTransfer: { prepare: prepareTokenTransfer, route: 'tokenTransfer', intentType: 'TOKEN_TRANSFER' },
  nftTransfer: { prepare: prepareNftTransfer, route: 'nftTransfer', intentType: 'NFT_TRANSFER' },
  evmRawTransaction: {
    prepare: prepareEvmRawTransaction,
    route: 'rawTransaction',
    intentType: 'RAW_TRANSACTION',
    rawFamily: 'EVM',
  },
  aptosRawTransaction: {
    prepare: prepareAptosRawTransaction,
    route: 'rawTransaction',
    intentType: 'RAW_TRANSACTION',
    rawFamily: 'APTOS',
  },
};

let stack: TestStack;
let session: Session;
let offline: SatchelClient;
let online: SatchelClient;
let gasValues: { maxFeePerGas: string; maxPriorityFeePerGas: string };

const client = (platformUrl: string) => {
  const c = new SatchelClient({
    environment: stack.config.environment,
    clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
    clientSWA: DEMO_CLIENT.clientSWA,
    platformUrl,
  });
  c.setSessionConfig(session);
  return c;
};

beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'door@example.com');
  // Port 9 (discard): nothing answers there, so a refusal from this client was decided before any request.
  offline = client('http://127.0.0.1:9');
  online = client(stack.platform.url);
  const op = await prepareTokenTransfer(online, {
    caip2Id: 'eip155:84532',
    recipient: RECIPIENT,
    token: '',
    amount: '1',
  });
  gasValues = { maxFeePerGas: op.maxFeePerGas, maxPriorityFeePerGas: op.maxPriorityFeePerGas };
}, 30_000);
afterAll(async () => stack.close());

/** The BFF body of a case: the SDK's shape, with Aptos transactions under `transaction`. */
function bffBody({ kind, input }: OddIntent): Record<string, unknown> {
  if (kind !== 'aptosRawTransaction') return input;
  const { transactions, ...rest } = input;
  return { ...rest, transaction: transactions };
}

/** The case's operation built and signed without the SDK's checks, executed on the platform. */
async function executeUnchecked({ kind, input }: OddIntent): Promise<unknown> {
  const { intentType, rawFamily } = KINDS[kind];
  const jobId = randomUUID();
  const callData = buildCallData({
    jobManager: online.envConfig.jobManager,
    jobId,
    clientSWA: DEMO_CLIENT.clientSWA as `0x${string}`,
    userSWA: session.userSWA as `0x${string}`,
    policy: { gsnEnabled: false, sponsorshipEnabled: false },
    intentType,
    jobParameters: encodeJobParameters(intentType, toJobParameters(intentType, input) as never, rawFamily),
  });
  const op = buildUserOperation({
    sender: session.userSWA as `0x${string}`,
    nonce: jobId,
    paymaster: online.envConfig.paymaster,
    gasValues,
    callData,
    paymasterData: await online.paymasterDataFor(jobId),
  });
  return online.executeUserOp(await online.signUserOp(op));
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal, got an answer');
}

describe.each(ODD_INTENTS.map((c) => [c.name, c] as const))('%s', (_name, odd) => {
  const expected = `Validation failed: ${odd.message}`;
  const oddCase = () => ({ ...odd, input: withUser(odd.input, session.userSWA) });

  it('SDK prepare* refuses it before any request', async () => {
    const error = await failureOf(() => KINDS[odd.kind].prepare(offline, oddCase().input as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).shortMessage).toBe(expected);
  });

  it('the BFF answers 400 VALIDATION_ERROR', async () => {
    const res = await post(stack.app, `/api/intent/${KINDS[odd.kind].route}`, {
      ...bffBody(oddCase()),
      sessionConfig: session,
    });
    expectError(res, 400, 'VALIDATION_ERROR', expected);
  });

  it('the platform answers 400 VALIDATION_ERROR', async () => {
    const error = await failureOf(() => executeUnchecked(oddCase()));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).details).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: expected });
  });
});
