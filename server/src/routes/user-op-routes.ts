import {
  bffSignedUserOpBodySchema,
  bffSignMessageBodySchema,
  bffSignTypedDataBodySchema,
  bffUserOpBodySchema,
} from '@satchel/shared/bff';
import {
  executeWithSdk,
  signMessageWithSdk,
  signTypedDataWithSdk,
  signWithSdk,
} from '../sdk/user-op-calls.js';
import { executedOrder } from '../sdk/executed-order.js';
import { EXAMPLE_SESSION, EXAMPLE_SIGNED_USER_OP, EXAMPLE_USER_OP } from './examples.js';
import { defineRoute } from '../http/route.js';

export const signUserOpRoute = defineRoute({
  path: '/api/intent/signUserOp',
  group: 'intent',
  summary: 'Sign a user operation with the session key',
  body: bffUserOpBodySchema,
  session: true,
  answer: 'the signed user operation (13 fields)',
  example: { userOp: EXAMPLE_USER_OP, sessionConfig: EXAMPLE_SESSION },
  handle: async ({ body, client }) => signWithSdk(await client(), body.userOp),
});

export const executeUserOpRoute = defineRoute({
  path: '/api/intent/executeUserOp',
  group: 'intent',
  createsOrder: true,
  summary: 'Execute a signed user operation',
  body: bffSignedUserOpBodySchema,
  session: true,
  answer: '{jobId, userOperation}',
  example: { userOp: EXAMPLE_SIGNED_USER_OP, sessionConfig: EXAMPLE_SESSION },
  handle: async ({ body, client, config }) =>
    executedOrder(config, await executeWithSdk(await client(), body.userOp)),
});

export const signMessageRoute = defineRoute({
  path: '/api/intent/signMessage',
  group: 'intent',
  summary: "Sign a message (EIP-191) with the user's key",
  body: bffSignMessageBodySchema,
  session: true,
  answer: '{signature}',
  example: { message: 'Hello from Satchel', sessionConfig: EXAMPLE_SESSION },
  handle: async ({ body, client }) => ({ signature: await signMessageWithSdk(await client(), body.message) }),
});

export const signTypedDataRoute = defineRoute({
  path: '/api/intent/signTypedData',
  group: 'intent',
  summary: "Sign EIP-712 typed data with the user's key",
  body: bffSignTypedDataBodySchema,
  session: true,
  answer: '{signature}',
  example: {
    data: {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      domain: { name: 'Satchel', version: '1', chainId: 84532 },
      message: { text: 'Hello from Satchel' },
    },
    sessionConfig: EXAMPLE_SESSION,
  },
  handle: async ({ body, client }) => ({ signature: await signTypedDataWithSdk(await client(), body.data) }),
});
