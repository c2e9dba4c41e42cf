import { describe, expect, it } from '@jest/globals';
import {
  authenticateRequestSchema,
  clientConfigSchema,
  contractReadDataSchema,
  contractReadSchema,
  DEMO_CLIENT,
  echoInput,
  estimatePayloadSchema,
  evmRawTransactionSchema,
  fmt,
  INPUT_LIMITS,
  isSecp256k1Scalar,
  nftMintSchema,
  nftTransferSchema,
  orderFiltersSchema,
  sessionConfigSchema,
  signMessageRequestSchema,
  signedUserOperationSchema,
  tokenTransferSchema,
  userOperationSchema,
  validate,
  VALIDATION,
} from '../src/index.js';
import { bffSignMessageBodySchema } from '../src/bff.js';

// Issue 20: every quantity bounded by its ABI type, private keys in the secp256k1 range, ABI fragments checked,
// strings bounded, and echoed input cut in error text.
const UINT128_OVER = `0x1${'0'.repeat(32)}`; // 2^128
const UINT256_OVER = `0x1${'0'.repeat(64)}`; // 2^256
const N = `0x${INPUT_LIMITS.secp256k1N.toString(16)}`;
const N_MINUS_1 = `0x${(INPUT_LIMITS.secp256k1N - 1n).toString(16)}`;
const USER = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';
const RECIPIENT = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const op = {
  sender: USER,
  nonce: `0x${'0'.repeat(32)}${'ab'.repeat(16)}`,
  paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
  callGasLimit: '0x927c0',
  verificationGasLimit: '0x61a80',
  preVerificationGas: '0x186a0',
  maxFeePerGas: '0xee6b2800',
  maxPriorityFeePerGas: '0x3b9aca00',
  paymasterPostOpGasLimit: '0x30d40',
  paymasterVerificationGasLimit: '0x30d40',
  callData: '0x8dd7712f',
  paymasterData: '0x00',
};
const session = {
  sessionPrivKey: `0x${'1'.repeat(64)}`,
  sessionPubKey: `0x04${'1'.repeat(128)}`,
  userSWA: USER,
};
const token = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1' };
const abi = {
  name: 'balanceOf',
  inputs: [{ name: 'owner', type: 'address' }],
  outputs: [{ type: 'uint256' }],
};
const read = (data: unknown) => ({ caip2Id: 'eip155:84532', data });

const failsWith = (schema: any, input: unknown, message: string) => {
  const result = validate(schema, input);
  expect(result.success ? 'accepted' : result.messages).toContain(message);
};

describe('quantities are bounded by their ABI type (findings 1 and 3)', () => {
  it.each([
    ['callGasLimit', VALIDATION.callGasLimitTooLarge],
    ['verificationGasLimit', VALIDATION.verificationGasLimitTooLarge],
    ['maxFeePerGas', VALIDATION.maxFeePerGasTooLarge],
    ['maxPriorityFeePerGas', VALIDATION.maxPriorityFeePerGasTooLarge],
    ['paymasterPostOpGasLimit', VALIDATION.paymasterPostOpGasLimitTooLarge],
    ['paymasterVerificationGasLimit', VALIDATION.paymasterVerificationGasLimitTooLarge],
  ])('%s: uint128 (the packed halves of §10.2)', (field, message) => {
    expect(validate(userOperationSchema, { ...op, [field]: `0x${'f'.repeat(32)}` }).success).toBe(true);
    failsWith(userOperationSchema, { ...op, [field]: UINT128_OVER }, message);
    failsWith(
      signedUserOperationSchema,
      { ...op, [field]: `0x${'f'.repeat(40)}`, signature: `0x${'1'.repeat(130)}` },
      message,
    );
  });

  it('preVerificationGas: uint256', () => {
    expect(validate(userOperationSchema, { ...op, preVerificationGas: UINT128_OVER }).success).toBe(true);
    failsWith(
      userOperationSchema,
      { ...op, preVerificationGas: UINT256_OVER },
      VALIDATION.preVerificationGasTooLarge,
    );
  });

  it('fees of authenticate and estimate: uint128', () => {
    failsWith(
      authenticateRequestSchema,
      { sessionData: { maxFeePerGas: UINT128_OVER } },
      VALIDATION.maxFeePerGasTooLarge,
    );
    failsWith(
      estimatePayloadSchema,
      { gasDetails: { maxFeePerGas: '0x1', maxPriorityFeePerGas: UINT128_OVER } },
      VALIDATION.maxPriorityFeePerGasTooLarge,
    );
  });

  it.each([
    ['2^256', (2n ** 256n).toString()],
    ['2^256 as bigint', 2n ** 256n],
    ['a thousand digits', '9'.repeat(1000)],
  ])('token amount of %s is too large', (_name, amount) => {
    failsWith(tokenTransferSchema(), { ...token, amount }, VALIDATION.amountTooLarge);
  });

  it('accepts the uint256 maximum, also with leading zeros', () => {
    const max = INPUT_LIMITS.uint256Max.toString();
    expect(validate(tokenTransferSchema(), { ...token, amount: max }).success).toBe(true);
    expect(validate(tokenTransferSchema(), { ...token, amount: `${'0'.repeat(200)}${max}` }).success).toBe(
      true,
    );
  });

  it('NFT amount, NFT id and transaction value: uint256', () => {
    const nft = {
      caip2Id: 'eip155:1',
      collectionAddress: RECIPIENT,
      nftId: '1',
      recipientWalletAddress: RECIPIENT,
    };
    failsWith(
      nftTransferSchema(),
      { ...nft, nftType: 'ERC1155', amount: (2n ** 256n).toString() },
      VALIDATION.amountTooLarge,
    );
    failsWith(nftTransferSchema(), { ...nft, nftId: UINT256_OVER }, VALIDATION.nftIdTooLarge);
    const evm = { caip2Id: 'eip155:1', transaction: { from: USER, to: RECIPIENT } };
    failsWith(
      evmRawTransactionSchema(),
      { ...evm, transaction: { ...evm.transaction, value: UINT256_OVER } },
      VALIDATION.valueTooLarge,
    );
    failsWith(
      evmRawTransactionSchema(),
      { ...evm, transaction: { ...evm.transaction, value: '9'.repeat(5000) } },
      VALIDATION.valueTooLarge,
    );
  });
});

describe('private keys are secp256k1 scalars, 0 < k < n (finding 2)', () => {
  it('isSecp256k1Scalar', () => {
    expect([`0x${'0'.repeat(64)}`, N, `0x${'f'.repeat(64)}`, '0x12'].map(isSecp256k1Scalar)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([`0x${'0'.repeat(63)}1`, N_MINUS_1].map(isSecp256k1Scalar)).toEqual([true, true]);
  });

  it.each([`0x${'0'.repeat(64)}`, `0x${'f'.repeat(64)}`, N])('session key %s', (key) => {
    const result = validate(sessionConfigSchema, { ...session, sessionPrivKey: key });
    expect(result.success ? 'accepted' : result.messages).toEqual([VALIDATION.invalidSessionPrivKeyScalar]);
  });

  it.each([`0x${'0'.repeat(64)}`, `0x${'F'.repeat(64)}`])('client key %s', (key) => {
    const config = { clientPrivateKey: key, clientSWA: DEMO_CLIENT.clientSWA };
    const result = validate(clientConfigSchema, config);
    expect(result.success ? 'accepted' : result.messages).toEqual([VALIDATION.invalidClientPrivateKeyScalar]);
  });

  it('a malformed key keeps its format message', () => {
    failsWith(sessionConfigSchema, { ...session, sessionPrivKey: '0x12' }, VALIDATION.invalidSessionPrivKey);
  });
});

describe('ABI fragments and arguments are checked before use (finding 4)', () => {
  const contractAddress = RECIPIENT;
  it('a fragment without inputs or outputs reads as none; without args as {}; the parsed data carries the defaults', () => {
    const data = { contractAddress, abi: { name: 'totalSupply' } };
    expect(validate(contractReadSchema, read(data)).success).toBe(true);
    const result = validate(contractReadDataSchema('eip155:84532'), data);
    expect(result.success && result.data).toEqual({
      contractAddress,
      abi: { name: 'totalSupply', type: 'function', inputs: [], outputs: [] },
      args: {},
    });
  });

  it.each([
    ['args missing for an input', { contractAddress, abi }, VALIDATION.argsMismatch],
    ['too many positional args', { contractAddress, abi, args: [USER, USER] }, VALIDATION.argsMismatch],
    [
      'an inherited key is no argument',
      { contractAddress, abi: { ...abi, inputs: [{ name: 'toString', type: 'address' }] } },
      VALIDATION.argsMismatch,
    ],
    ['args of another kind', { contractAddress, abi, args: 'x' }, VALIDATION.invalidArgs],
    [
      'inputs not a list',
      { contractAddress, abi: { ...abi, inputs: 'address' }, args: [USER] },
      VALIDATION.invalidAbi,
    ],
    [
      'an unknown type',
      { contractAddress, abi: { ...abi, inputs: [{ type: 'uint7' }] }, args: [1] },
      VALIDATION.invalidAbiType,
    ],
    [
      'a tuple without components',
      { contractAddress, abi: { ...abi, inputs: [{ type: 'tuple' }] }, args: [[]] },
      VALIDATION.invalidAbi,
    ],
    [
      'a parameter that is no object',
      { contractAddress, abi: { ...abi, outputs: [null] }, args: [USER] },
      VALIDATION.invalidAbi,
    ],
    [
      'a name that is no identifier',
      { contractAddress, abi: { ...abi, name: 'a b' }, args: [USER] },
      VALIDATION.invalidAbi,
    ],
    [
      'a long name',
      { contractAddress, abi: { ...abi, name: 'f'.repeat(300) }, args: [USER] },
      VALIDATION.invalidAbi,
    ],
    [
      'a long parameter name',
      {
        contractAddress,
        abi: { ...abi, inputs: [{ name: 'n'.repeat(257), type: 'address' }] },
        args: [USER],
      },
      VALIDATION.invalidAbi,
    ],
    [
      'a very long type',
      { contractAddress, abi: { ...abi, inputs: [{ type: `uint8${'[]'.repeat(200)}` }] }, args: [[]] },
      VALIDATION.invalidAbiType,
    ],
    [
      'a state mutability of another kind',
      { contractAddress, abi: { ...abi, stateMutability: 'constant' }, args: [USER] },
      VALIDATION.invalidAbi,
    ],
  ])('%s', (_name, data, message) => {
    failsWith(contractReadSchema, read(data), message);
  });

  it('accepts args by name, by index or by position, and nested tuples', () => {
    for (const args of [{ owner: USER }, { 0: USER }, [USER]])
      expect(validate(contractReadSchema, read({ contractAddress, abi, args })).success).toBe(true);
    const tuple = { type: 'tuple[2]', components: [{ name: 'a', type: 'uint256[]' }, { type: 'bytes32' }] };
    expect(
      validate(contractReadSchema, read({ contractAddress, abi: { name: 'f', inputs: [tuple] }, args: [[]] }))
        .success,
    ).toBe(true);
  });
});

describe('strings are bounded', () => {
  it.each([
    [
      'caip2Id',
      () => tokenTransferSchema(),
      { ...token, caip2Id: `eip155:${'1'.repeat(60)}` },
      VALIDATION.caip2IdTooLong,
    ],
    [
      'recipient',
      () => tokenTransferSchema(),
      { ...token, recipient: `0x${'a'.repeat(300)}` },
      VALIDATION.recipientTooLong,
    ],
    ['token', () => tokenTransferSchema(), { ...token, token: 'x'.repeat(257) }, VALIDATION.tokenTooLong],
    [
      'nft name',
      () => nftMintSchema(),
      { caip2Id: 'aptos:testnet', nftName: 'n'.repeat(257), uri: 'u' },
      VALIDATION.nftNameTooLong,
    ],
    [
      'uri',
      () => nftMintSchema(),
      { caip2Id: 'aptos:testnet', nftName: 'n', uri: 'u'.repeat(2049) },
      VALIDATION.uriTooLong,
    ],
    [
      'platform signingMessage',
      () => signMessageRequestSchema,
      { data: { transactions: [{ signingMessage: 'm'.repeat(65537) }] } },
      VALIDATION.messageTooLong,
    ],
    ['order status', () => orderFiltersSchema, { status: 'S'.repeat(257) }, VALIDATION.statusTooLong],
    ['message', () => bffSignMessageBodySchema, { message: 'm'.repeat(65537) }, VALIDATION.messageTooLong],
  ])('%s', (_name, schema, input, message) => {
    failsWith(schema(), input, message);
  });

  it('messages say the limit', () => {
    expect(VALIDATION.caip2IdTooLong).toBe('CAIP2 ID cannot exceed 64 characters');
    expect(VALIDATION.uriTooLong).toBe('URI cannot exceed 2048 characters');
  });
});

describe('echoed input is bounded (finding 8)', () => {
  it('echoInput cuts at 200 characters with an ellipsis and keeps short text', () => {
    expect(echoInput('eip155:1')).toBe('eip155:1');
    expect(echoInput('x'.repeat(200))).toBe('x'.repeat(200));
    expect(echoInput('x'.repeat(5000))).toBe(`${'x'.repeat(200)}…`);
    expect(echoInput(`${'x'.repeat(199)}😀`)).toBe(`${'x'.repeat(199)}…`);
  });

  it('the templates that repeat input are cut, unknown keys listed up to ten', () => {
    const long = 'p'.repeat(10_000);
    expect(fmt.unsupportedProvider(long)).toBe(`Unsupported provider: ${'p'.repeat(200)}…`);
    expect(fmt.chainNotSupportedDetails(long).length).toBeLessThan(260);
    expect(fmt.notEvmChainDetails(long).length).toBeLessThan(320);
    const keys = Array.from({ length: 50 }, (_, i) => `k${i}${'x'.repeat(1000)}`);
    expect(fmt.unrecognizedKeys(keys).length).toBeLessThan(2200);
    expect(fmt.unrecognizedKeys(keys).endsWith(', …')).toBe(true);
    expect(fmt.unrecognizedKeys(['a', 'b'])).toBe("Unrecognized key(s) in object: 'a', 'b'");
  });
});
