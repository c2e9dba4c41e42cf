/** Bodies that pass the BFF's validation (without sessionConfig), per session route, for the 401 checks. */
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';

export const VALID_USER_OP = {
  sender: '0x0aAdc07EF355C3B68906D2889aB403d12176B31F',
  nonce: `0x${'0'.repeat(32)}3f1c2e4d5b6a4c7d8e9f0a1b2c3d4e5f`,
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
export const VALID_SIGNED_USER_OP = { ...VALID_USER_OP, signature: `0x${'11'.repeat(64)}1b` };

const token = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1000' };
const nft = {
  caip2Id: 'eip155:84532',
  collectionAddress: RECIPIENT,
  nftId: '1',
  recipientWalletAddress: RECIPIENT,
  amount: '1',
  nftType: 'ERC721',
};
const raw = { caip2Id: 'eip155:84532', transaction: { from: RECIPIENT, to: RECIPIENT, value: '1' } };
const typed = {
  types: { EIP712Domain: [{ name: 'name', type: 'string' }], Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  domain: { name: 'Satchel' },
  message: { text: 'hi' },
};

export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/auth/client-sign': { kind: 'session', sessionAddress: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2' },
  '/api/explorer/account': {},
  '/api/explorer/chains': {},
  '/api/explorer/tokens': {},
  '/api/explorer/portfolio': {},
  '/api/explorer/portfolio-activity': {},
  '/api/explorer/portfolio-nft': {},
  '/api/explorer/order-history': { intent_type: 'TOKEN_TRANSFER' },
  '/api/explorer/read-contract-data': {
    caip2Id: 'eip155:84532',
    data: {
      contractAddress: RECIPIENT,
      abi: { name: 'totalSupply', type: 'function', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
      args: {},
    },
  },
  '/api/intent/tokenTransfer': token,
  '/api/intent/tokenTransfer/createUserOp': token,
  '/api/intent/tokenTransfer/estimate': token,
  '/api/intent/tokenTransfer/executeAfterEstimate': { userOp: VALID_USER_OP },
  '/api/intent/nftTransfer': nft,
  '/api/intent/nftTransfer/createUserOp': nft,
  '/api/intent/nftTransfer/estimate': nft,
  '/api/intent/nftTransfer/executeAfterEstimate': { userOp: VALID_USER_OP },
  '/api/intent/rawTransaction': raw,
  '/api/intent/rawTransaction/createUserOp': raw,
  '/api/intent/rawTransaction/estimate': raw,
  '/api/intent/rawTransaction/executeAfterEstimate': { userOp: VALID_USER_OP },
  '/api/intent/nftCollection': { caip2Id: 'aptos:testnet', name: 'C', uri: 'https://example.com/c.json' },
  '/api/intent/nftCollection/createUserOp': {
    caip2Id: 'aptos:testnet',
    name: 'C',
    uri: 'https://example.com/c.json',
  },
  '/api/intent/nftMint': { caip2Id: 'aptos:testnet', nftName: 'N', uri: 'https://example.com/n.json' },
  '/api/intent/nftMint/createUserOp': {
    caip2Id: 'aptos:testnet',
    nftName: 'N',
    uri: 'https://example.com/n.json',
  },
  '/api/intent/signUserOp': { userOp: VALID_USER_OP },
  '/api/intent/executeUserOp': { userOp: VALID_SIGNED_USER_OP },
  '/api/intent/signMessage': { message: 'hi' },
  '/api/intent/signTypedData': { data: typed },
};
