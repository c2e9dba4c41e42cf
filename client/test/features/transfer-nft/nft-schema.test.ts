import { describe, expect, it } from '@jest/globals';
import { firstProblem } from '../../../src/intent-form/field-rules.js';
import {
  EMPTY_NFT_FORM,
  nftRequest,
  nftSchema,
  pickedNft,
} from '../../../src/features/transfer-nft/nft-schema.js';

const ADDRESS = '0x000000000000000000000000000000000000dEaD';
const NFT = {
  ...EMPTY_NFT_FORM,
  caip2Id: 'eip155:84532',
  collectionAddress: ADDRESS,
  nftId: '42',
  recipient: ADDRESS,
};
const context = { sponsored: false, evm: true, quantity: '' };
const problem = (values: typeof NFT, ctx: Partial<typeof context> = {}) =>
  firstProblem(nftSchema({ ...context, ...ctx }), values);

// The NFT form's checks: the spec's 'Please fill in all required fields' for a missing field first, then the
// shapes an EVM network needs and an amount the wallet can send, each on its field.
describe('NFT transfer form', () => {
  it('passes a valid form and builds its intent', () => {
    expect(problem(NFT)).toBeUndefined();
    expect(nftRequest(NFT)).toEqual({
      kind: 'nftTransfer',
      input: {
        caip2Id: 'eip155:84532',
        collectionAddress: ADDRESS,
        nftId: '42',
        recipientWalletAddress: ADDRESS,
        amount: 1,
        nftType: 'ERC721',
      },
    });
  });

  it.each([
    ['collectionAddress', 'enter the collection’s contract address'],
    ['nftId', 'enter the NFT ID, like 42'],
    ['recipient', 'enter the recipient’s wallet address'],
    ['amount', 'enter how many to send, at least 1'],
  ])('a missing %s', (field, what) => {
    expect(problem({ ...NFT, [field]: ' ' })).toEqual({
      field,
      message: `Please fill in all required fields: ${what}`,
    });
  });

  it('missing fields come before shapes; shapes only on EVM', () => {
    expect(problem({ ...NFT, collectionAddress: '0x12', nftId: '' })?.field).toBe('nftId');
    expect(problem({ ...NFT, collectionAddress: '0x12' })?.field).toBe('collectionAddress');
    expect(problem({ ...NFT, collectionAddress: '0x12' }, { evm: false })).toBeUndefined();
    expect(problem({ ...NFT, nftId: 'abc' })?.message).toBe('Enter the NFT ID as a whole number, like 42');
    expect(problem({ ...NFT, recipient: 'bob' })?.field).toBe('recipient');
  });

  it('an amount the wallet can send', () => {
    expect(problem({ ...NFT, amount: '2' })?.message).toBe('An ERC721 NFT is sent whole: enter 1');
    expect(problem({ ...NFT, amount: '0' })?.message).toBe(
      'Enter how many to send as a whole number, at least 1',
    );
    const erc1155 = { ...NFT, nftType: 'ERC1155' as const, amount: '6' };
    expect(problem(erc1155, { quantity: '5' })).toEqual({
      field: 'amount',
      message: 'You hold 5 of this NFT: enter at most 5',
    });
    expect(problem({ ...erc1155, amount: '5' }, { quantity: '5' })).toBeUndefined();
  });

  it('the fee payer on a sponsored network', () => {
    expect(problem(NFT, { sponsored: true })?.message).toBe('Please enter a valid feePayer address');
    expect(problem({ ...NFT, feePayer: ADDRESS }, { sponsored: true })).toBeUndefined();
  });

  it('a picked NFT fills its collection, id, type and balance', () => {
    const item = { collectionAddress: ADDRESS, nftId: '7', entityType: 'ERC1155', quantity: '3' };
    expect(pickedNft(item as Parameters<typeof pickedNft>[0])).toEqual({
      nft: `${ADDRESS}-7`,
      collectionAddress: ADDRESS,
      nftId: '7',
      nftType: 'ERC1155',
      quantity: '3',
      amount: '1',
    });
  });
});
