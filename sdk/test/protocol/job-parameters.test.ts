import { describe, expect, it } from '@jest/globals';
import { decodeAbiParameters, hexToString, parseAbiParameters } from 'viem';
import { InvalidInputError } from '../../src/errors/index.js';
import { encodeJobParameters, toAptosJsonArgument, toJobParameters } from '../../src/protocol/index.js';

const embedded = (hex: `0x${string}`) => JSON.parse(hexToString(hex));

describe('toJobParameters defaults and normalisation (§11.3)', () => {
  it('defaults the NFT transfer type and amount', () => {
    const jp = toJobParameters('NFT_TRANSFER', {
      caip2Id: 'eip155:1',
      collectionAddress: '0xc0',
      nftId: '0x1F',
      recipientWalletAddress: '0xr',
    });
    expect(jp).toEqual({
      caip2Id: 'eip155:1',
      nftId: '0x1F',
      recipientWalletAddress: '0xr',
      collectionAddress: '0xc0',
      nftType: 'ERC721',
      amount: 1n,
    });
  });

  it('accepts amounts as bigint, number and decimal string', () => {
    for (const amount of [7n, 7, '7', ' 7 ']) {
      expect(
        toJobParameters('TOKEN_TRANSFER', { caip2Id: 'eip155:1', recipient: '0x1', token: '', amount })
          .amount,
      ).toBe(7n);
    }
    expect(() =>
      toJobParameters('TOKEN_TRANSFER', { caip2Id: 'eip155:1', recipient: '0x1', token: '', amount: 1.5 }),
    ).toThrow(InvalidInputError);
  });

  it('fills collection and mint JSON defaults in key order', () => {
    const collection = toJobParameters('NFT_CREATE_COLLECTION', { caip2Id: 'aptos:1', name: 'n', uri: 'u' });
    expect(hexToString(collection.data)).toBe('{"type":"","attributes":"","description":"","symbol":""}');
    const mint = toJobParameters('NFT_MINT', { caip2Id: 'aptos:1', nftName: 'n', uri: 'u' });
    expect(mint.collectionAddress).toBe('');
    expect(hexToString(mint.data)).toBe('{"recipientWalletAddress":"","description":"","properties":[]}');
  });

  it('embeds EVM raw transactions with data "0x" and minimal hex values', () => {
    const cases: [unknown, string][] = [
      [undefined, '0x0'],
      [0, '0x0'],
      [12345, '0x3039'],
      [12345n, '0x3039'],
      ['12345', '0x3039'],
      ['0x3039', '0x3039'],
    ];
    for (const [value, hex] of cases) {
      const jp = toJobParameters('RAW_TRANSACTION', {
        caip2Id: 'eip155:1',
        transaction: { from: '0xF', to: '0xT', value },
      });
      expect(jp.transactions).toHaveLength(1);
      expect(hexToString(jp.transactions[0]!)).toBe(`{"from":"0xF","to":"0xT","data":"0x","value":"${hex}"}`);
    }
  });

  it('embeds one JSON per Aptos transaction, with converted arguments', () => {
    const jp = toJobParameters('RAW_TRANSACTION', {
      caip2Id: 'APTOS:mainnet',
      transactions: [
        { function: '0x1::a::b', typeArguments: ['T'], functionArguments: [1n, true, null, 3] },
        { function: '0x1::c::d', functionArguments: [new Uint8Array([0xde, 0xad]).buffer] },
      ],
    });
    expect(jp.transactions.map(embedded)).toEqual([
      { function: '0x1::a::b', typeArguments: ['T'], functionArguments: ['1', true, null, 3] },
      { function: '0x1::c::d', typeArguments: [], functionArguments: ['0xdead'] },
    ]);
  });

  it('rejects raw transactions on other chain families and unknown intent types', () => {
    expect(() => toJobParameters('RAW_TRANSACTION', { caip2Id: 'bip122:x', transactions: [] })).toThrow(
      'Invalid Chain Type',
    );
    // Solana takes one `transaction`, as EVM does.
    expect(() => toJobParameters('RAW_TRANSACTION', { caip2Id: 'solana:x', transactions: [] })).toThrow(
      'Invalid raw transaction',
    );
    expect(() => toJobParameters('SWAP' as never, {})).toThrow('Unsupported intent type: SWAP');
    expect(() => toJobParameters('RAW_TRANSACTION', { caip2Id: 'eip155:1', transactions: [] })).toThrow(
      'Invalid raw transaction',
    );
    expect(() => toJobParameters('RAW_TRANSACTION', { caip2Id: 'aptos:1', transaction: {} })).toThrow(
      'Invalid raw transaction',
    );
    expect(() => toJobParameters('toString' as never, {})).toThrow('Unsupported intent type: toString');
  });
});

describe('encodeJobParameters', () => {
  it('starts with the 0x20 offset word and decodes back', () => {
    const jp = { caip2Id: 'eip155:1', recipientWalletAddress: '0x1', tokenAddress: '', amount: 10n };
    const encoded = encodeJobParameters('TOKEN_TRANSFER', jp);
    expect(encoded.slice(2, 66)).toBe(`${'0'.repeat(62)}20`);
    const [decoded] = decodeAbiParameters(
      parseAbiParameters('(string caip2Id, string recipientWalletAddress, string tokenAddress, uint amount)'),
      encoded,
    );
    expect(decoded).toEqual(jp);
  });

  it('checks the raw transaction chain family', () => {
    const jp = { caip2Id: 'eip155:1', transactions: ['0x01' as const] };
    expect(encodeJobParameters('RAW_TRANSACTION', jp, 'EVM')).toMatch(/^0x/);
    expect(() => encodeJobParameters('RAW_TRANSACTION', jp, 'APTOS')).toThrow('Chain family mismatch');
    expect(() => encodeJobParameters('RAW_TRANSACTION', { ...jp, caip2Id: 'cosmos:1' })).toThrow(
      'Invalid Chain Type',
    );
    expect(() => encodeJobParameters('NOPE' as never, jp as never)).toThrow('Unsupported intent type: NOPE');
  });
});

describe('toAptosJsonArgument', () => {
  it('converts bigint, bytes and undefined, and keeps other JSON values', () => {
    expect(toAptosJsonArgument(2n ** 70n)).toBe('1180591620717411303424');
    expect(toAptosJsonArgument(new Uint8Array([0, 255]))).toBe('0x00ff');
    expect(toAptosJsonArgument(undefined)).toBeNull();
    expect(toAptosJsonArgument(['a', 1, false, null, undefined, 3n])).toEqual([
      'a',
      1,
      false,
      null,
      null,
      '3',
    ]);
  });
});
