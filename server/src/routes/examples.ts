/**
 * Example values of the docs, the OpenAPI document and the curl examples: well-formed (each body validates), but
 * not a live session. The Postman collection puts its variables in their place.
 */
export const EXAMPLE_USER_SWA = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';

/** The secp256k1 pair of private key 1: well-formed, and no one's session. */
export const EXAMPLE_SESSION = {
  sessionPrivKey: '0x0000000000000000000000000000000000000000000000000000000000000001',
  sessionPubKey:
    '0x0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8',
  userSWA: EXAMPLE_USER_SWA,
};

/** An unsigned user operation as createUserOp answers it (callData shortened). */
export const EXAMPLE_USER_OP = {
  sender: EXAMPLE_USER_SWA,
  nonce: '0x0000000000000000000000000000000054d759e00e8e4245a86ffa67e3ac7966',
  paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
  callGasLimit: '0x927c0',
  verificationGasLimit: '0x61a80',
  preVerificationGas: '0x186a0',
  maxFeePerGas: '0xee6b2800',
  maxPriorityFeePerGas: '0x3b9aca00',
  paymasterPostOpGasLimit: '0x30d40',
  paymasterVerificationGasLimit: '0x30d40',
  callData: '0x8dd7712f',
  paymasterData: '0x',
};

export const EXAMPLE_SIGNED_USER_OP = { ...EXAMPLE_USER_OP, signature: `0x${'1b'.repeat(65)}` };

export const EXAMPLE_UUID = '6f1c7a52-4a8e-4f3b-9d2e-0b6c1f0e8a11';
