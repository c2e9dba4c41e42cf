import fc from 'fast-check';

/** An intent in its decoded job-parameters form (what the platform's /execute carries, docs/protocol.md §11.3). */
export interface FuzzIntent {
  intentType: 'TOKEN_TRANSFER' | 'NFT_TRANSFER' | 'RAW_TRANSACTION';
  payload: Record<string, unknown>;
}

/** Real values of the world the intents run in, so that some of them can settle. */
export interface IntentWorld {
  userSWA: string;
  /** A seeded ERC-20 on `evmChain`. */
  erc20: string;
  evmChain: string;
  /** Seeded ERC-721 and ERC-1155 collections on `nftChain`. */
  erc721: string;
  erc1155: string;
  nftChain: string;
  aptosChain: string;
  solanaChain: string;
}

const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
const ZERO = `0x${'0'.repeat(40)}`;
const SOLANA_KEYS = ['32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n', '11111111111111111111111111111111'];

/** `0x` and 0 to 70 hex digits of mixed case: short, exact, long and odd addresses and calldata. */
const anyHex = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { maxLength: 70 })
  .map((digits) => `0x${digits.join('')}`);
const hexOf = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
const word = fc.constantFrom('', 'ETH', 'alice', 'USDC', 'null', '0x', '0X12', ' 0x12', 'vitalik.eth');

/** Amounts a person might type: zero, one, a lot, more than anyone holds, the largest uint256. */
const amount = fc.oneof(
  fc.constantFrom('0', '1', '2', '1000', '1000000000000000000', `${10n ** 30n}`, `${2n ** 256n - 1n}`),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
);

export function intentArbitrary(world: IntentWorld): fc.Arbitrary<FuzzIntent> {
  const evmAddress = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(RECIPIENT, world.erc20, world.erc721, ZERO, world.userSWA) },
    { weight: 2, arbitrary: hexOf(20) },
    { weight: 3, arbitrary: anyHex },
    { weight: 1, arbitrary: word },
  );
  const token = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('', world.erc20) },
    { weight: 3, arbitrary: evmAddress },
  );
  const tokenTransfer = fc.record({
    caip2Id: fc.constant(world.evmChain),
    recipientWalletAddress: evmAddress,
    tokenAddress: token,
    amount,
  });
  const aptosTransfer = fc.record({
    caip2Id: fc.constant(world.aptosChain),
    recipientWalletAddress: fc.oneof(hexOf(32), fc.constantFrom('0x1', `0x${'ab'.repeat(33)}`), word),
    tokenAddress: fc.oneof(fc.constantFrom('', '0x1::aptos_coin::AptosCoin'), hexOf(32), word),
    amount,
  });
  const solanaTransfer = fc.record({
    caip2Id: fc.constant(world.solanaChain),
    recipientWalletAddress: fc.oneof(fc.constantFrom(...SOLANA_KEYS, '1'.repeat(31), RECIPIENT), word),
    tokenAddress: fc.oneof(fc.constantFrom('', SOLANA_KEYS[0]), word),
    amount,
  });
  const nftTransfer = fc.record({
    caip2Id: fc.constant(world.nftChain),
    collectionAddress: fc.oneof(fc.constantFrom(world.erc721, world.erc1155), evmAddress),
    nftId: fc.constantFrom('0', '1', '2', '7', '0x2a', '99999999'),
    recipientWalletAddress: evmAddress,
    nftType: fc.constantFrom('ERC721', 'ERC1155'),
    amount: fc.constantFrom('0', '1', '2'),
  });
  const evmRaw = fc
    .record({
      to: evmAddress,
      data: fc.oneof(
        fc.constantFrom(
          '0x',
          '0x00',
          '0xabc',
          `0xa9059cbb${RECIPIENT.slice(2).padStart(64, '0')}${'1'.padStart(64, '0')}`,
        ),
        anyHex,
      ),
      value: fc.constantFrom('0x0', '0x1', '0xde0b6b3a7640000', '0xffffffffffffffffffffffffffff'),
    })
    .map((tx) => ({ caip2Id: world.evmChain, transactions: [{ from: world.userSWA, ...tx }] }));
  const aptosRaw = fc
    .record({
      function: fc.constantFrom(
        '0x1::aptos_account::transfer',
        '0x1::coin::transfer',
        '0x1::aptos_account::transfer_coins',
        '0x1::nft::burn',
        'transfer',
        '0x1::aptos_account',
      ),
      typeArguments: fc.constantFrom([], ['0x1::aptos_coin::AptosCoin'], ['junk']),
      functionArguments: fc.tuple(fc.oneof(hexOf(32), word), amount),
    })
    .map((tx) => ({ caip2Id: world.aptosChain, transactions: [tx] }));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: tokenTransfer.map((payload) => ({ intentType: 'TOKEN_TRANSFER' as const, payload })),
    },
    {
      weight: 1,
      arbitrary: aptosTransfer.map((payload) => ({ intentType: 'TOKEN_TRANSFER' as const, payload })),
    },
    {
      weight: 1,
      arbitrary: solanaTransfer.map((payload) => ({ intentType: 'TOKEN_TRANSFER' as const, payload })),
    },
    {
      weight: 2,
      arbitrary: nftTransfer.map((payload) => ({ intentType: 'NFT_TRANSFER' as const, payload })),
    },
    { weight: 2, arbitrary: evmRaw.map((payload) => ({ intentType: 'RAW_TRANSACTION' as const, payload })) },
    {
      weight: 1,
      arbitrary: aptosRaw.map((payload) => ({ intentType: 'RAW_TRANSACTION' as const, payload })),
    },
  );
}

/** The BFF route and body of an intent (§18.4): the SDK's field names, one `transaction`. */
export function bffIntentRequest(intent: FuzzIntent): { path: string; body: Record<string, unknown> } {
  const p = intent.payload;
  if (intent.intentType === 'TOKEN_TRANSFER')
    return {
      path: '/api/intent/tokenTransfer',
      body: {
        caip2Id: p.caip2Id,
        recipient: p.recipientWalletAddress,
        token: p.tokenAddress,
        amount: p.amount,
      },
    };
  if (intent.intentType === 'NFT_TRANSFER') return { path: '/api/intent/nftTransfer', body: { ...p } };
  const transactions = p.transactions as Record<string, unknown>[];
  const evm = String(p.caip2Id).startsWith('eip155:');
  return {
    path: '/api/intent/rawTransaction',
    body: { caip2Id: p.caip2Id, transaction: evm ? transactions[0] : transactions },
  };
}
