// Generates test-fixtures/solana-vectors.json, the Solana wire vectors of docs/protocol-solana.md, with viem (not
// the SDK): the SDK test reproduces them byte for byte, the platform test executes them.
//   npx tsx scripts/solana-vectors.ts > test-fixtures/solana-vectors.json
import { sha256 } from '@noble/hashes/sha2.js';
import { readFileSync } from 'node:fs';
import {
  bytesToHex,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  keccak256,
  numberToHex,
  parseAbiParameters,
  stringToBytes,
  toHex,
  type Hex,
} from 'viem';
import { getUserOperationHash } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import { base58Encode } from '../shared/src/base58.js';

const protocol = JSON.parse(
  readFileSync(new URL('../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
const { inputs } = protocol;
const env = inputs.environmentConstants;
const userSWA: Hex = protocol.session.sessionObject.userSWA;
const key = (seed: string) => base58Encode(sha256(stringToBytes(seed)));
// The platform derives each user's Solana address so (platform/src/crypto/derive-user-addresses.ts).
const solanaAddress = key(`satchel:solana:${inputs.userId}`);
const CAIP2 = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const USDC_MINT = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const recipient = key('satchel:vector:solana-recipient');
const GAS = {
  callGasLimit: 600000n,
  verificationGasLimit: 400000n,
  preVerificationGas: 100000n,
  paymasterPostOpGasLimit: 200000n,
  paymasterVerificationGasLimit: 200000n,
};

const TOKEN_JP = parseAbiParameters(
  '(string caip2Id, string recipientWalletAddress, string tokenAddress, uint amount)',
);
const RAW_JP = parseAbiParameters('(string caip2Id, bytes[] transactions)');
const INITIATE_JOB = [
  {
    type: 'function',
    name: 'initiateJob',
    stateMutability: 'nonpayable',
    outputs: [],
    inputs: [
      { name: '_jobId', type: 'uint256' },
      { name: '_clientSWA', type: 'address' },
      { name: '_userSWA', type: 'address' },
      { name: '_feePayerAddress', type: 'address' },
      { name: '_policyInfo', type: 'bytes' },
      { name: '_gsnData', type: 'bytes' },
      { name: '_jobParameters', type: 'bytes' },
      { name: '_intentType', type: 'string' },
    ],
  },
] as const;

const systemTransfer = (lamports: bigint) => {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true); // SystemInstruction::Transfer
  view.setBigUint64(4, lamports, true);
  return [...data];
};

const intents = {
  SOL_TRANSFER: {
    intentType: 'TOKEN_TRANSFER',
    uuid: '5b0c6a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21',
    input: { caip2Id: CAIP2, recipient, token: '', amount: '1500000' },
  },
  SPL_TRANSFER: {
    intentType: 'TOKEN_TRANSFER',
    uuid: '6c1d7b5f-3a2e-4d4c-8b9f-8e7d6c5b4a32',
    input: { caip2Id: CAIP2, recipient, token: USDC_MINT, amount: '2500000' },
  },
  RAW_TRANSACTION_SOLANA: {
    intentType: 'RAW_TRANSACTION',
    uuid: '7d2e8c6a-4b3f-4e5d-9c0a-9f8e7d6c5b43',
    input: {
      caip2Id: CAIP2,
      transaction: {
        signer: solanaAddress,
        instructions: [
          {
            programId: MEMO_PROGRAM,
            data: [...stringToBytes('hello from satchel')],
            keys: [{ pubkey: solanaAddress, isSigner: true, isWritable: false }],
          },
          {
            programId: SYSTEM_PROGRAM,
            data: systemTransfer(1000n),
            keys: [
              { pubkey: solanaAddress, isSigner: true, isWritable: true },
              { pubkey: recipient, isSigner: false, isWritable: true },
            ],
          },
          { programId: MEMO_PROGRAM, data: [], keys: [] },
        ],
      },
    },
  },
} as const;

type Transaction = (typeof intents)['RAW_TRANSACTION_SOLANA']['input']['transaction'];
// The embedded JSON: keys in this order, data as lowercase 0x hex.
const embedded = (tx: Transaction) => ({
  signer: tx.signer,
  instructions: tx.instructions.map((ix) => ({
    programId: ix.programId,
    data: bytesToHex(Uint8Array.from(ix.data)),
    keys: ix.keys.map((k) => ({ pubkey: k.pubkey, isSigner: k.isSigner, isWritable: k.isWritable })),
  })),
});

// Every Satchel signature is EIP-191 "raw-32": a personal sign of the 32 bytes of a digest (docs/protocol.md §1.6).
const signRaw32 = (digest: Hex, privateKey: Hex) =>
  privateKeyToAccount(privateKey).signMessage({ message: { raw: digest } });

async function paymasterData(nonce32: Hex): Promise<Hex> {
  const validUntil = Math.floor((inputs.nowMs + 21_600_000) / 1000);
  const hash = keccak256(
    encodePacked(['bytes32', 'address', 'uint48', 'uint48'], [nonce32, inputs.clientSWA, validUntil, 0]),
  );
  const signature = await signRaw32(hash, inputs.clientPrivateKey);
  return encodeAbiParameters(parseAbiParameters('address, uint48, uint48, bytes'), [
    inputs.clientSWA,
    validUntil,
    0,
    signature,
  ]);
}

async function vector(name: keyof typeof intents) {
  const { intentType, uuid, input } = intents[name];
  const nonce32 = `0x${'0'.repeat(32)}${uuid.replaceAll('-', '')}` as Hex;
  let jobParameters: Hex;
  let embeddedJson: string[] | undefined;
  let expectedPayload: Record<string, unknown>;
  if ('recipient' in input) {
    const jp = {
      caip2Id: input.caip2Id,
      recipientWalletAddress: input.recipient,
      tokenAddress: input.token,
      amount: BigInt(input.amount),
    };
    jobParameters = encodeAbiParameters(TOKEN_JP, [jp]);
    expectedPayload = { ...jp, amount: input.amount };
  } else {
    const json = embedded(input.transaction);
    embeddedJson = [JSON.stringify(json)];
    jobParameters = encodeAbiParameters(RAW_JP, [
      { caip2Id: input.caip2Id, transactions: embeddedJson.map((text) => toHex(stringToBytes(text))) },
    ]);
    expectedPayload = { caip2Id: input.caip2Id, transactions: [json] };
  }
  const jpComponents = (intentType === 'TOKEN_TRANSFER' ? TOKEN_JP : RAW_JP)[0].components;
  const gsnData = encodeAbiParameters(
    [
      {
        type: 'tuple',
        components: [
          { name: 'isRequired', type: 'bool' },
          { name: 'requiredNetworks', type: 'string[]' },
          { name: 'tokens', type: 'tuple[]', components: jpComponents },
        ],
      },
    ],
    [{ isRequired: false, requiredNetworks: [], tokens: [] }],
  );
  const chainPolicy = { gsnEnabled: false, sponsorshipEnabled: false };
  const policyInfo = encodeAbiParameters(
    [{ type: 'tuple', components: [{ type: 'bool' }, { type: 'bool' }] }],
    [[chainPolicy.gsnEnabled, chainPolicy.sponsorshipEnabled]],
  );
  const inner = encodeFunctionData({
    abi: INITIATE_JOB,
    functionName: 'initiateJob',
    args: [
      BigInt(`0x${uuid.replaceAll('-', '')}`),
      inputs.clientSWA,
      userSWA,
      '0x0000000000000000000000000000000000000000',
      policyInfo,
      gsnData,
      jobParameters,
      intentType,
    ],
  });
  const callData = encodeAbiParameters(parseAbiParameters('bytes4, address, uint256, bytes'), [
    '0x8dd7712f',
    env.jobManager,
    0n,
    inner,
  ]);
  const unsignedUserOp = {
    sender: userSWA,
    nonce: nonce32,
    paymaster: env.paymaster,
    callGasLimit: numberToHex(GAS.callGasLimit),
    verificationGasLimit: numberToHex(GAS.verificationGasLimit),
    preVerificationGas: numberToHex(GAS.preVerificationGas),
    maxFeePerGas: inputs.gasValues.maxFeePerGas,
    maxPriorityFeePerGas: inputs.gasValues.maxPriorityFeePerGas,
    paymasterPostOpGasLimit: numberToHex(GAS.paymasterPostOpGasLimit),
    paymasterVerificationGasLimit: numberToHex(GAS.paymasterVerificationGasLimit),
    callData,
    paymasterData: await paymasterData(nonce32),
  };
  const userOpHash = getUserOperationHash({
    chainId: env.chainId,
    entryPointAddress: env.entryPoint,
    entryPointVersion: '0.7',
    userOperation: {
      sender: unsignedUserOp.sender,
      nonce: BigInt(nonce32),
      callData,
      callGasLimit: GAS.callGasLimit,
      verificationGasLimit: GAS.verificationGasLimit,
      preVerificationGas: GAS.preVerificationGas,
      maxFeePerGas: BigInt(unsignedUserOp.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(unsignedUserOp.maxPriorityFeePerGas),
      paymaster: env.paymaster,
      paymasterVerificationGasLimit: GAS.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: GAS.paymasterPostOpGasLimit,
      paymasterData: unsignedUserOp.paymasterData,
      signature: '0x',
    },
  });
  const signature = await signRaw32(userOpHash, inputs.sessionPrivKey);
  return {
    intentType,
    uuid,
    jobId: uuid,
    input,
    chainPolicy,
    jobParameters,
    ...(embeddedJson ? { embeddedJson } : {}),
    callData,
    unsignedUserOp,
    userOpHash,
    signature,
    executeBody: { ...unsignedUserOp, signature },
    expectedExecuteResponseData: { jobId: uuid },
    expectedPayload,
  };
}

const out = {
  title: 'Satchel Solana wire vectors (docs/protocol-solana.md)',
  about:
    'Generated by scripts/solana-vectors.ts with viem, from the inputs of protocol-vectors.json: the user is that ' +
    "file's userId and session; solanaAddress is the platform's derivation base58(sha256('satchel:solana:' + userId)).",
  inputs: {
    environment: inputs.environment,
    environmentConstants: env,
    nowMs: inputs.nowMs,
    clientPrivateKey: inputs.clientPrivateKey,
    clientSWA: inputs.clientSWA,
    sessionPrivKey: inputs.sessionPrivKey,
    userId: inputs.userId,
    userSWA,
    solanaAddress,
    gasValues: inputs.gasValues,
  },
  intents: {
    SOL_TRANSFER: await vector('SOL_TRANSFER'),
    SPL_TRANSFER: await vector('SPL_TRANSFER'),
    RAW_TRANSACTION_SOLANA: await vector('RAW_TRANSACTION_SOLANA'),
  },
};
console.log(JSON.stringify(out, null, 2));
