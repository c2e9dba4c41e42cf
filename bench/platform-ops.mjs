// What the platform benchmarks send, built here: logins through /dev/client-jwt + authenticate, bearer tokens
// (§6.1), and signed TOKEN_TRANSFER user operations (callData §11 and paymaster data §9 with viem; userOpHash §10.3
// from the built SDK, the client that owns it, so there is no third copy of the hash beside the platform's and the
// tests'). Signatures are the built SDK's EIP-191 ones (libsecp256k1 in Node): the same bytes as viem's, and fast
// enough that preparing thousands of operations takes seconds.
// Shared by platform-execute.mjs and evm-settlement.mjs.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { getUserOpHash, packUserOp, signRaw32, signText } from '@satchel/sdk';
import { encodeAbiParameters, encodeFunctionData, encodePacked, keccak256, parseAbiParameters } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

// docs/protocol.md §2.1 (sandbox) and §5.3 (demo client): public constants.
export const SANDBOX = {
  chainId: 1802466136,
  paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
  jobManager: '0x8307F1Cd4e1405f4366aB9B4193b041c8D09Ba13',
  entryPoint: '0x48Fd3c7115c889004dC3CA1dD873A94298A59782',
};
const CLIENT_KEY = '0x803c366e5ab6c6cc39a87ecbf26784daad4e754f122831d60e823b05772def74';
export const CLIENT_SWA = '0x18F5E3216A84f2B54C0d03f0E863C0a5828ff9C8';
export const client = privateKeyToAccount(CLIENT_KEY);
export const RECIPIENT = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';

/**
 * A light keep-alive POST with a pre-serialised body, so the load generator spends little CPU per request (`via`: an
 * agent of the caller's, e.g. one connection).
 */
export const agent = new Agent({ keepAlive: true, maxSockets: 256 });
export function postRaw(url, text, authorization, via = agent) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: via,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          Authorization: authorization,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

export async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json();
}

const bytes32 = (uuid) => `0x${'0'.repeat(32)}${uuid.replace(/-/g, '')}`;

function paymasterData(uuid, nowSec) {
  const validUntil = nowSec + 21600;
  const hash = keccak256(
    encodePacked(['bytes32', 'address', 'uint48', 'uint48'], [bytes32(uuid), CLIENT_SWA, validUntil, 0]),
  );
  const signature = signRaw32(hash, CLIENT_KEY);
  const data = encodeAbiParameters(parseAbiParameters('address, uint48, uint48, bytes'), [
    CLIENT_SWA,
    validUntil,
    0,
    signature,
  ]);
  return { data, hash, signature };
}

/** Logs a fresh user in (client JWT → authenticate) and returns its session key and userSWA. */
export function login(base, index) {
  return loginAs(base, `bench-${index}-${randomUUID()}`);
}

/** Logs the client's user `sub` in (the first time creates it) with a fresh session key: its key and userSWA. */
export async function loginAs(base, sub) {
  const { data } = await post(`${base}/dev/client-jwt`, { sub });
  const sessionPrivKey = generatePrivateKey();
  const session = { ...privateKeyToAccount(sessionPrivKey), privateKey: sessionPrivKey };
  const nonce = randomUUID();
  const h = keccak256(encodeAbiParameters(parseAbiParameters('address'), [session.address]));
  const body = {
    authData: { idToken: data.jwt, provider: 'client_jwt' },
    sessionData: {
      nonce,
      clientSWA: CLIENT_SWA,
      sessionPk: session.publicKey,
      paymaster: SANDBOX.paymaster,
      paymasterData: paymasterData(nonce, Math.floor(Date.now() / 1000)).data,
    },
    sessionPkClientSignature: signRaw32(h, CLIENT_KEY),
    sessionDataUserSignature: signRaw32(h, sessionPrivKey),
  };
  const res = await post(`${base}/api/oc/v1/authenticate`, body);
  if (res.status !== 'success') throw new Error(`authenticate failed: ${JSON.stringify(res)}`);
  return { session, userSWA: res.data.userSWA };
}

/** A bearer token of §6.1; every operation gets its own (distinct expire_at), as the SDK signs one per request. */
export function bearer(session, offset) {
  const data = {
    expire_at: Math.round(Date.now() / 1000) + 5400 - (offset % 600),
    session_pub_key: session.publicKey,
  };
  const dataSignature = signText(JSON.stringify(data), session.privateKey);
  return {
    data,
    authorization: `Bearer ${Buffer.from(JSON.stringify({ type: 'ecdsa_uncompressed', data, data_signature: dataSignature })).toString('base64')}`,
    dataSignature,
  };
}

const INITIATE_JOB = [
  {
    type: 'function',
    name: 'initiateJob',
    stateMutability: 'nonpayable',
    outputs: [],
    inputs: ['uint256', 'address', 'address', 'address', 'bytes', 'bytes', 'bytes', 'string'].map((type) => ({
      type,
    })),
  },
];
const JP = '(string caip2Id, string recipientWalletAddress, string tokenAddress, uint256 amount)';

/**
 * A signed TOKEN_TRANSFER operation for one user: by default 1000 wei of ETH to RECIPIENT on Base Sepolia (no
 * sponsorship, so the callData's policy is (false, false)); `transfer` changes the token, amount or recipient.
 */
export function operation(user, nowSec, index, transfer = {}) {
  const uuid = randomUUID();
  const token = bearer(user.session, index);
  const jobParameters = encodeAbiParameters(parseAbiParameters(JP), [
    {
      caip2Id: 'eip155:84532',
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: 1000n,
      ...transfer,
    },
  ]);
  const inner = encodeFunctionData({
    abi: INITIATE_JOB,
    functionName: 'initiateJob',
    args: [
      BigInt(bytes32(uuid)),
      CLIENT_SWA,
      user.userSWA,
      '0x0000000000000000000000000000000000000000',
      encodeAbiParameters(parseAbiParameters('(bool, bool)'), [[false, false]]),
      encodeAbiParameters(parseAbiParameters(`(bool, string[], ${JP}[])`), [[false, [], []]]),
      jobParameters,
      'TOKEN_TRANSFER',
    ],
  });
  const callData = encodeAbiParameters(parseAbiParameters('bytes4, address, uint256, bytes'), [
    '0x8dd7712f',
    SANDBOX.jobManager,
    0n,
    inner,
  ]);
  const paymaster = paymasterData(uuid, nowSec);
  const op = {
    sender: user.userSWA,
    nonce: bytes32(uuid),
    paymaster: SANDBOX.paymaster,
    callGasLimit: '0x927c0',
    verificationGasLimit: '0x61a80',
    preVerificationGas: '0x186a0',
    maxFeePerGas: '0xee6b2800',
    maxPriorityFeePerGas: '0x3b9aca00',
    paymasterPostOpGasLimit: '0x30d40',
    paymasterVerificationGasLimit: '0x30d40',
    callData,
    paymasterData: paymaster.data,
  };
  const hash = getUserOpHash(packUserOp(op), { entryPoint: SANDBOX.entryPoint, chainId: SANDBOX.chainId });
  const body = { ...op, signature: signRaw32(hash, user.session.privateKey) };
  return { body, text: JSON.stringify(body), hash, user, token, paymaster };
}
