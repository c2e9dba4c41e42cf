import { describe, expect, it } from '@jest/globals';
import { usdt } from '../src/components/format.js';
import { maxUserOpFee } from '../src/shared/transaction-flow/flow-fee.js';
import { nftFormProblem } from '../src/features/transfer-nft/nft-form-problem.js';
import { evmRawProblem, solanaRawProblem } from '../src/features/raw-transaction/raw-form-problem.js';
import { mintProblem } from '../src/features/nft-collection/collection-form-problem.js';
import { tokenFormProblem } from '../src/features/transfer-token/token-form-problem.js';

const ADDRESS = '0x000000000000000000000000000000000000dEaD';
const USER_SOL = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
const OTHER_SOL = '11111111111111111111111111111111';
const NFT = {
  collectionAddress: ADDRESS,
  nftId: '42',
  recipient: ADDRESS,
  amount: '1',
  nftType: 'ERC721',
  quantity: '',
};

// The forms' own checks: the first problem, on its field, in words that say what to enter.
describe('form problems', () => {
  it('NFT transfer: the spec message for a missing field, then shapes and amounts', () => {
    expect(nftFormProblem(NFT, true)).toBeUndefined();
    expect(nftFormProblem({ ...NFT, nftId: ' ' }, true)).toEqual({
      field: 'nftId',
      message: 'Please fill in all required fields: enter the NFT ID, like 42',
    });
    expect(nftFormProblem({ ...NFT, collectionAddress: '0x12' }, true)?.field).toBe('collectionAddress');
    expect(nftFormProblem({ ...NFT, collectionAddress: '0x12' }, false)).toBeUndefined();
    expect(nftFormProblem({ ...NFT, amount: '2' }, true)?.message).toBe(
      'An ERC721 NFT is sent whole: enter 1',
    );
    expect(nftFormProblem({ ...NFT, nftType: 'ERC1155', amount: '6', quantity: '5' }, true)?.message).toBe(
      'You hold 5 of this NFT: enter at most 5',
    );
  });

  it('raw transactions: EVM fields in order, Solana bytes by instruction', () => {
    const evm = { from: ADDRESS, to: ADDRESS, value: '1', data: '' };
    expect(evmRawProblem(evm)).toBeUndefined();
    expect(evmRawProblem({ ...evm, value: '1.5' })?.field).toBe('value');
    expect(evmRawProblem({ ...evm, data: '0xabc' })?.field).toBe('data');
    const signer = '11111111111111111111111111111111';
    const instruction = { programId: signer, data: '1, 2', keys: [] };
    expect(solanaRawProblem({ signer, instructions: [instruction] })).toBeUndefined();
    expect(
      solanaRawProblem({ signer, instructions: [instruction, { ...instruction, data: '1, 256' }] })?.field,
    ).toBe('data-1');
  });

  it("token transfer: the spec's checks on their fields, then the recipient's shape on the chain type", () => {
    const evm = {
      caip2Id: 'eip155:84532',
      chainType: 'EVM',
      sponsorshipEnabled: false,
      feePayer: '',
      token: '',
      loadedTokens: [''],
      amount: '1',
      recipient: ADDRESS,
    };
    expect(tokenFormProblem(evm)).toBeUndefined();
    expect(tokenFormProblem({ ...evm, amount: '0' })?.field).toBe('amount');
    expect(tokenFormProblem({ ...evm, recipient: '0xdead' })).toEqual({
      field: 'recipient',
      message: 'Please enter a valid recipient address: 0x followed by 40 hex characters',
    });
    expect(tokenFormProblem({ ...evm, sponsorshipEnabled: true })).toEqual({
      field: undefined,
      message: 'Please enter a valid feePayer address',
    });
    const solana = { ...evm, caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainType: 'SOLANA' };
    expect(tokenFormProblem({ ...solana, recipient: USER_SOL })).toBeUndefined();
    const notAKey = { field: 'recipient', message: expect.stringContaining('a base58 public key') };
    expect(tokenFormProblem(solana)).toEqual(notAKey);
    // Base58 of the right length that is not 32 bytes is not a key either.
    expect(tokenFormProblem({ ...solana, recipient: 'z'.repeat(44) })).toEqual(notAKey);
    // The user's own address, known once the session and the wallets read gave it.
    const self = { field: 'recipient', message: expect.stringMatching(/^Recipient address cannot be same/) };
    expect(tokenFormProblem({ ...solana, recipient: USER_SOL }, USER_SOL)).toEqual(self);
    expect(tokenFormProblem(evm, ADDRESS.toLowerCase())).toEqual(self);
    expect(tokenFormProblem(evm, '0x000000000000000000000000000000000000bEEF')).toBeUndefined();
  });

  it('Solana raw transaction: only the user signs, as the signer and as any key marked Signer', () => {
    const memo = {
      programId: OTHER_SOL,
      data: '104',
      keys: [{ pubkey: USER_SOL, isSigner: true, isWritable: false }],
    };
    expect(solanaRawProblem({ signer: USER_SOL, instructions: [memo] }, USER_SOL)).toBeUndefined();
    expect(solanaRawProblem({ signer: OTHER_SOL, instructions: [memo] }, USER_SOL)).toEqual({
      field: 'signer',
      message: `Only you can sign: enter your Solana address ${USER_SOL}`,
    });
    const other = { ...memo, keys: [memo.keys[0], { pubkey: OTHER_SOL, isSigner: true, isWritable: false }] };
    expect(solanaRawProblem({ signer: USER_SOL, instructions: [memo, other] }, USER_SOL)).toEqual({
      field: 'key-1-1',
      message: `Only you can sign: enter your Solana address ${USER_SOL}, or untick Signer`,
    });
    const notSigning = { ...other, keys: [{ pubkey: OTHER_SOL, isSigner: false, isWritable: true }] };
    expect(solanaRawProblem({ signer: USER_SOL, instructions: [notSigning] }, USER_SOL)).toBeUndefined();
  });

  it('mint: an optional recipient must be an Aptos address, a property type a whole number', () => {
    const mint = {
      collectionAddress: '',
      nftName: 'n',
      uri: 'https://e.com/1.json',
      recipient: '',
      properties: [],
    };
    expect(mintProblem(mint)).toBeUndefined();
    expect(mintProblem({ ...mint, recipient: 'bob' })?.field).toBe('mintRecipient');
    expect(mintProblem({ ...mint, properties: [{ name: 'a', type: 'x', value: '1' }] })?.field).toBe(
      'propertyType-0',
    );
  });

  it("a user operation's maximum fee: its gas limits × its max fee per gas", () => {
    const op = {
      callGasLimit: '0x927c0',
      verificationGasLimit: '0x61a80',
      preVerificationGas: '0x186a0',
      paymasterVerificationGasLimit: '0x30d40',
      paymasterPostOpGasLimit: '0x30d40',
      maxFeePerGas: '0xee6b2800',
    };
    expect(maxUserOpFee(op)).toBe(String(1_500_000n * 4_000_000_000n));
    expect(maxUserOpFee({ ...op, maxFeePerGas: undefined })).toBeUndefined();
  });

  it('a fee in USDT: cents, or two significant digits below a cent', () => {
    expect(usdt(1.234)).toBe('1.23');
    expect(usdt(0)).toBe('0.00');
    expect(usdt(0.000739)).toBe('0.00074');
    expect(usdt(0.0099)).toBe('0.0099');
  });
});
