import { describe, expect, it } from '@jest/globals';
import { firstProblem } from '../../../src/intent-form/field-rules.js';
import {
  collectionRequest,
  collectionSchema,
  EMPTY_COLLECTION_PAGE,
  mintRequest,
  mintSchema,
} from '../../../src/features/nft-collection/collection-schema.js';

const page = { ...EMPTY_COLLECTION_PAGE, caip2Id: 'aptos:testnet' };

describe('NFT collection forms', () => {
  it('a collection: a name and an https link', () => {
    const collection = { ...page, collectionName: 'Mine', collectionUri: 'https://e.com/c.json' };
    expect(firstProblem(collectionSchema, collection)).toBeUndefined();
    expect(firstProblem(collectionSchema, { ...collection, collectionName: ' ' })?.field).toBe(
      'collectionName',
    );
    expect(firstProblem(collectionSchema, { ...collection, collectionUri: 'e.com/c.json' })).toEqual({
      field: 'collectionUri',
      message: 'Enter the collection’s URI: a link starting with https://',
    });
    expect(collectionRequest(collection)).toMatchObject({
      kind: 'nftCollection',
      input: { caip2Id: 'aptos:testnet', name: 'Mine', data: { type: 'nft' } },
    });
  });

  it('a mint: an optional collection and recipient are Aptos addresses, a property type a whole number', () => {
    const mint = { ...page, nftName: 'n', nftUri: 'https://e.com/1.json' };
    expect(firstProblem(mintSchema, mint)).toBeUndefined();
    expect(firstProblem(mintSchema, { ...mint, mintCollection: 'zzz' })?.message).toMatch(
      /^Enter the collection’s address \(0x followed by up to 64/,
    );
    expect(firstProblem(mintSchema, { ...mint, mintRecipient: 'bob' })?.field).toBe('mintRecipient');
    const property = { name: 'a', type: 'x', value: '1' };
    expect(firstProblem(mintSchema, { ...mint, properties: [property] })?.field).toBe('properties-0-type');
    const request = mintRequest({
      ...mint,
      mintCollection: ' 0xabc ',
      properties: [{ ...property, type: '7' }],
    });
    expect(request).toMatchObject({
      kind: 'nftMint',
      input: { collectionAddress: '0xabc', data: { properties: [{ name: 'a', type: 7, value: '1' }] } },
    });
    expect('collectionAddress' in mintRequest(mint).input).toBe(false);
  });
});
