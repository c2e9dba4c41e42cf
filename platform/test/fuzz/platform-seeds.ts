import { vectors } from '../orders/helpers/vectors.js';

/** What a well-formed request to a route looks like: the starting point the fuzzer mutates. */
export interface RouteSeed {
  body: Record<string, unknown>;
  query?: Record<string, string>;
  /** For a route with parameters (`/rpc/:caip2Id`): a real path, so the cases reach the handler. */
  path?: string;
}

const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const estimateBody = JSON.parse(vectors.estimate.TOKEN_TRANSFER.postRequest.body);
const balanceOf = {
  type: 'function',
  name: 'balanceOf',
  stateMutability: 'view',
  inputs: [{ name: 'account', type: 'address' }],
  outputs: [{ name: '', type: 'uint256' }],
};
const oauth = (baseUrl: string, extra: Record<string, string>) => ({
  client_id: 'satchel-local-web',
  redirect_uri: `${baseUrl}/__/auth/handler`,
  state: 'fuzz-state',
  ...extra,
});

/**
 * Seeds per `METHOD path`, from the protocol vectors (signed for the vector session, so an unmutated seed is a
 * valid request at the vectors' instant). Routes not listed here are still fuzzed, from an empty object, so a
 * new route never escapes the suite.
 */
export function platformSeeds(baseUrl: string, txHash: string): Record<string, RouteSeed> {
  const userSWA = vectors.derivations.user.userSWA as string;
  return {
    'POST /api/oc/v1/authenticate': { body: vectors.authenticate.body },
    'POST /api/oc/v1/authenticate/email': { body: vectors.otp.emailSend.body },
    'POST /api/oc/v1/authenticate/whatsapp': { body: vectors.otp.whatsappSend.body },
    'POST /api/oc/v1/authenticate/email/verify': { body: vectors.otp.emailVerify.body },
    'POST /api/oc/v1/authenticate/whatsapp/verify': { body: vectors.otp.whatsappVerify.body },
    'POST /api/oc/v1/execute': { body: vectors.intents.TOKEN_TRANSFER.executeBody },
    'POST /api/oc/v1/estimate': { body: estimateBody },
    'GET /api/oc/v1/estimate': {
      body: {},
      query: { payload: vectors.estimate.TOKEN_TRANSFER.postRequest.body },
    },
    'GET /api/oc/v1/orders': {
      body: {},
      query: {
        intent_id: vectors.intents.TOKEN_TRANSFER.jobId,
        status: 'SUCCESSFUL',
        intent_type: 'TOKEN_TRANSFER',
      },
    },
    'GET /api/oc/v1/nft/order-details': {
      body: {},
      query: { intent_id: vectors.intents.NFT_TRANSFER.jobId },
    },
    'POST /api/oc/v1/readContractData': {
      body: {
        caip2Id: 'eip155:84532',
        data: { contractAddress: USDC, abi: balanceOf, args: { account: userSWA } },
      },
    },
    'POST /api/oc/v1/signMessage': { body: vectors.signMessage.EIP191.body },
    'GET /dev/otp': { body: {}, query: { contact: 'ada@example.com' } },
    'POST /dev/client-jwt': { body: { sub: 'fuzz-user', email: 'ada@example.com' } },
    'POST /dev/faucet': { body: { userSWA, caip2Id: 'eip155:84532' } },
    'GET /oauth/google/authorize': {
      body: {},
      query: oauth(baseUrl, { response_type: 'id_token', scope: 'openid email', nonce: 'fuzz-nonce' }),
    },
    'POST /oauth/google/authorize': {
      body: {
        ...oauth(baseUrl, { response_type: 'id_token', scope: 'openid email', nonce: 'n' }),
        email: 'a@b.co',
      },
    },
    'GET /oauth/apple/authorize': {
      body: {},
      query: oauth(baseUrl, { response_type: 'code', scope: 'name email', response_mode: 'query' }),
    },
    'POST /oauth/apple/token': {
      body: {
        grant_type: 'authorization_code',
        code: 'fuzz',
        redirect_uri: baseUrl,
        client_id: 'x',
        client_secret: 'y',
      },
    },
    'GET /oauth/twitter/authorize': {
      body: {},
      query: oauth(baseUrl, {
        response_type: 'code',
        scope: 'users.read',
        code_challenge: 'abc',
        code_challenge_method: 'S256',
      }),
    },
    'POST /oauth/twitter/token': {
      body: {
        grant_type: 'authorization_code',
        code: 'fuzz',
        redirect_uri: baseUrl,
        code_verifier: 'v',
        client_id: 'x',
      },
    },
    'GET /__/auth/handler': { body: {}, query: { state: 'fuzz', id_token: 'x.y.z' } },
    'POST /rpc/:caip2Id': {
      path: '/rpc/eip155:84532',
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ to: USDC, data: `0x70a08231${userSWA.slice(2).padStart(64, '0')}` }, 'latest'],
      },
    },
    'GET /explorer/tx/:hash': { path: `/explorer/tx/${txHash}`, body: {} },
  };
}
