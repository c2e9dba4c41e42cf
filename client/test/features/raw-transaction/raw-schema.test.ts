import { describe, expect, it } from '@jest/globals';
import { firstProblem } from '../../../src/intent-form/field-rules.js';
import {
  emptyRawForm,
  rawReady,
  rawRequest,
  rawSchema,
  type RawValues,
} from '../../../src/features/raw-transaction/raw-schema.js';
import { memoExample } from '../../../src/features/raw-transaction/solana-examples.js';

const ADDRESS = '0x000000000000000000000000000000000000dEaD';
const USER_SOL = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
const OTHER_SOL = '11111111111111111111111111111111';
const base = { ...emptyRawForm(ADDRESS, ''), caip2Id: 'eip155:84532' };
const problem = (values: RawValues, user = '') => firstProblem(rawSchema(values, user), values);

// The raw transaction form: the picked chain type's fields only, each named under its field.
describe('raw transaction form', () => {
  it('EVM: sender, recipient, value in wei, optional hex data, in that order', () => {
    const evm = { ...base, to: ADDRESS, value: '1' };
    expect(problem(evm)).toBeUndefined();
    expect(rawReady(evm)).toBe(true);
    expect(problem({ ...evm, to: 'dead' })?.message).toBe(
      'Enter the recipient’s address: 0x followed by 40 hex characters',
    );
    expect(problem({ ...evm, value: '1.5' })?.field).toBe('value');
    expect(problem({ ...evm, data: '0xabc' })?.field).toBe('data');
    expect(problem({ ...evm, from: '', value: 'x' })?.field).toBe('from');
    expect(rawRequest({ ...evm, data: ' ' })).toEqual({
      kind: 'evmRawTransaction',
      input: { caip2Id: 'eip155:84532', transaction: { from: ADDRESS, to: ADDRESS, value: '1' } },
    });
  });

  it('Aptos: the function as address::module::function, arguments that parse', () => {
    const aptos = {
      ...base,
      chainType: 'APTOS',
      caip2Id: 'aptos:testnet',
      function: '0x1::aptos_account::transfer',
    };
    expect(problem(aptos)).toBeUndefined();
    expect(problem({ ...aptos, function: 'transfer' })?.field).toBe('function');
    expect(problem({ ...aptos, functionArguments: '["0x1"' })?.field).toBe('functionArguments');
    expect(rawRequest({ ...aptos, functionArguments: '0x1, 100', typeArguments: ' a, ,b ' })).toEqual({
      kind: 'aptosRawTransaction',
      input: {
        caip2Id: 'aptos:testnet',
        transactions: [
          {
            function: '0x1::aptos_account::transfer',
            typeArguments: ['a', 'b'],
            functionArguments: ['0x1', 100],
          },
        ],
      },
    });
  });

  it('Solana: only the user signs, as the signer and as any key marked Signer; bytes by instruction', () => {
    const solana = {
      ...memoExample({ ...base, chainType: 'SOLANA', signer: USER_SOL }),
      caip2Id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    } as RawValues;
    expect(problem(solana, USER_SOL)).toBeUndefined();
    expect(problem({ ...solana, signer: OTHER_SOL }, USER_SOL)).toEqual({
      field: 'signer',
      message: `Only you can sign: enter your Solana address ${USER_SOL}`,
    });
    const [memo] = solana.instructions;
    const twice = { ...solana, instructions: [memo, { ...memo, data: '1, 256' }] };
    expect(problem(twice, USER_SOL)?.field).toBe('instructions-1-data');
    const otherSigner = {
      ...memo,
      keys: [memo.keys[0], { pubkey: OTHER_SOL, isSigner: true, isWritable: false }],
    };
    expect(problem({ ...solana, instructions: [memo, otherSigner] }, USER_SOL)).toEqual({
      field: 'instructions-1-keys-1-pubkey',
      message: `Only you can sign: enter your Solana address ${USER_SOL}, or untick Signer`,
    });
    const notSigning = { ...memo, keys: [{ pubkey: OTHER_SOL, isSigner: false, isWritable: true }] };
    expect(problem({ ...solana, instructions: [notSigning] }, USER_SOL)).toBeUndefined();
    expect(problem({ ...solana, instructions: [{ ...memo, programId: 'x' }] }, USER_SOL)?.field).toBe(
      'instructions-0-programId',
    );
  });

  it('a sponsored network needs its fee payer first', () => {
    const evm = { ...base, to: 'dead', value: '1', sponsored: true };
    expect(problem(evm)).toEqual({ field: 'feePayer', message: 'Please enter a valid feePayer address' });
  });
});
