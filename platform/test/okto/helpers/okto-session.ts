import { expect } from '@jest/globals';
import { OktoClient } from '@okto_web3/core-js-sdk';
import { getOrdersHistory } from '@okto_web3/core-js-sdk/explorer';
import { DEMO_CLIENT } from '@satchel/shared';

type UserOp = Parameters<OktoClient['signUserOp']>[0];

/**
 * An unmodified Okto v2 client of the demo client. It prints every request and response with `console.info` (its
 * `isDev` is fixed to true, bearer included): tests mute console.info and console.log (syncUserKeys prints the keys).
 */
export function oktoClient(environment: 'staging' | 'sandbox' | 'production' = 'sandbox'): OktoClient {
  const client = new OktoClient({
    environment,
    clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
    clientSWA: DEMO_CLIENT.clientSWA,
  });
  return client;
}

type Order = Awaited<ReturnType<typeof getOrdersHistory>>[number];

/** Signs and executes a user operation the Okto client built, then waits for its order to be SUCCESSFUL. */
export async function executeUntilSettled(client: OktoClient, op: UserOp): Promise<Order> {
  const jobId = await client.executeUserOp(await client.signUserOp(op));
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [order] = await getOrdersHistory(client, { intentId: jobId });
    if (
      order &&
      order.status !== 'INITIATED' &&
      order.status !== 'IN_PROGRESS' &&
      order.status !== 'PENDING'
    ) {
      expect(order).toMatchObject({ intentId: jobId, status: 'SUCCESSFUL' });
      return order;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`order ${jobId} did not settle`);
}

/** The platform's error envelope of a rejected axios call made by the Okto client. */
export async function rejection(call: Promise<unknown>): Promise<{ status: number; errorCode: string }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: { error: { errorCode: string } } } })
      .response;
    if (response) return { status: response.status, errorCode: response.data.error.errorCode };
    throw error;
  }
  throw new Error('the call was not rejected');
}
