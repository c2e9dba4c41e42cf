import { describe, expect, it } from '@jest/globals';
import {
  authDataSchema,
  clientConfigSchema,
  emailSchema,
  otpContactMatchesMethod,
  otpMethodSchema,
  phoneSchema,
  sessionConfigSchema,
  signedUserOperationSchema,
  userOperationSchema,
  validate,
  VALIDATION,
  DEMO_CLIENT,
} from '../src/index.js';

const op = {
  sender: '0x0aAdc07EF355C3B68906D2889aB403d12176B31F',
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
const config = { clientPrivateKey: DEMO_CLIENT.clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA };

const cases: [string, () => any, unknown, string][] = [
  ['environment', () => clientConfigSchema, { ...config, environment: 'dev' }, VALIDATION.invalidEnvironment],
  [
    'client private key',
    () => clientConfigSchema,
    { ...config, clientPrivateKey: '0x12' },
    'Invalid client private key format',
  ],
  ['clientSWA', () => clientConfigSchema, { ...config, clientSWA: '0x12' }, 'Invalid clientSWA format'],
  ['email', () => emailSchema, 'ada@example', 'Invalid email format'],
  [
    'phone with country code',
    () => phoneSchema,
    '+91 9876543210',
    'Invalid phone number format: must contain exactly 10 digits',
  ],
  ['OTP method', () => otpMethodSchema, 'sms', 'Invalid OTP method specified'],
  ['id token', () => authDataSchema, { idToken: '', provider: 'google' }, 'ID token is required'],
  ['provider', () => authDataSchema, { idToken: 'x', provider: 'apple' }, 'Unsupported provider: apple'],
  [
    'session pub key',
    () => sessionConfigSchema,
    { sessionPrivKey: `0x${'1'.repeat(64)}`, sessionPubKey: '0x02', userSWA: op.sender },
    VALIDATION.invalidSessionPubKey,
  ],
  ['userOp missing field', () => userOperationSchema, { ...op, callData: undefined }, 'Invalid UserOp'],
  ['userOp empty field', () => userOperationSchema, { ...op, nonce: '' }, 'Invalid UserOp'],
  ['userOp sender', () => userOperationSchema, { ...op, sender: '0x1' }, 'Invalid sender address format'],
  [
    'userOp paymaster',
    () => userOperationSchema,
    { ...op, paymaster: 'x' },
    'Invalid paymaster address format',
  ],
  ['userOp nonce', () => userOperationSchema, { ...op, nonce: '0x1' }, 'Invalid nonce format'],
  [
    'userOp call gas',
    () => userOperationSchema,
    { ...op, callGasLimit: '600000' },
    'Invalid call gas limit format',
  ],
  [
    'userOp verification gas',
    () => userOperationSchema,
    { ...op, verificationGasLimit: 'x' },
    'Invalid verification gas limit format',
  ],
  [
    'userOp pre-verification gas',
    () => userOperationSchema,
    { ...op, preVerificationGas: 'x' },
    'Invalid pre-verification gas format',
  ],
  [
    'userOp max fee',
    () => userOperationSchema,
    { ...op, maxFeePerGas: 'x' },
    'Invalid max fee per gas format',
  ],
  [
    'userOp priority fee',
    () => userOperationSchema,
    { ...op, maxPriorityFeePerGas: 'x' },
    'Invalid max priority fee per gas format',
  ],
  [
    'userOp post-op gas',
    () => userOperationSchema,
    { ...op, paymasterPostOpGasLimit: 'x' },
    'Invalid paymaster post-op gas limit format',
  ],
  [
    'userOp paymaster verification gas',
    () => userOperationSchema,
    { ...op, paymasterVerificationGasLimit: 'x' },
    'Invalid paymaster verification gas limit format',
  ],
  ['userOp call data', () => userOperationSchema, { ...op, callData: '0x123' }, 'Invalid call data format'],
  [
    'userOp paymaster data',
    () => userOperationSchema,
    { ...op, paymasterData: '0xz0' },
    'Invalid paymaster data format',
  ],
  [
    'signed userOp signature',
    () => signedUserOperationSchema,
    { ...op, signature: '0x12' },
    'Invalid signature format',
  ],
  ['signed userOp without signature', () => signedUserOperationSchema, op, 'Invalid UserOp'],
];

describe('configuration, login and user operation rules (spec §5, docs/protocol.md §15.1–15.2)', () => {
  it.each(cases)('%s', (_name, schema, input, message) => {
    const result = validate(schema(), input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.messages).toContain(message);
  });

  it('joins several malformed user operation fields', () => {
    const result = validate(userOperationSchema, { ...op, sender: '0x1', nonce: '0x2' });
    expect(!result.success && result.message).toBe(
      'Validation failed: Invalid sender address format, Invalid nonce format',
    );
  });

  it('accepts a dashed 10-digit number and a trimmed email', () => {
    expect(validate(phoneSchema, '98765-43210').success).toBe(true);
    expect(validate(emailSchema, '  ada@example.com ').success).toBe(true);
  });

  it('matches an OTP contact with its method', () => {
    expect(otpContactMatchesMethod('ada@example.com', 'email')).toBe(true);
    expect(otpContactMatchesMethod('ada@example.com', 'whatsapp')).toBe(false);
    expect(otpContactMatchesMethod('9876543210', 'whatsapp')).toBe(true);
    expect(otpContactMatchesMethod('9876543210', 'email')).toBe(false);
  });

  it('defaults the SDK environment to production', () => {
    const result = validate(clientConfigSchema, config);
    expect(result.success && result.data.environment).toBe('production');
  });
});
