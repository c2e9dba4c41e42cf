import { describe, expect, it } from '@jest/globals';
import { firstProblem } from '../../../src/intent-form/field-rules.js';
import { aptosExample, erc20Example } from '../../../src/features/contract-read/examples.js';
import { EMPTY_READ_FORM, readRequest, readSchema } from '../../../src/features/contract-read/read-schema.js';

const TOKEN = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const evm = { ...EMPTY_READ_FORM, caip2Id: 'eip155:84532', contractAddress: TOKEN, abi: '{"name":"x"}' };

// The contract read form: spec §5's messages first, each with what to enter, beside its field.
describe('contract read form', () => {
  it('EVM: the address, the ABI as JSON, the args as JSON or blank ({})', () => {
    expect(firstProblem(readSchema('EVM'), evm)).toBeUndefined();
    expect(firstProblem(readSchema('EVM'), { ...evm, contractAddress: 'abc' })).toEqual({
      field: 'contractAddress',
      message: 'Invalid contract address: enter 0x followed by 40 hex characters',
    });
    const abi = firstProblem(readSchema('EVM'), { ...evm, abi: '{' });
    expect(abi?.field).toBe('abi');
    expect(abi?.message).toMatch(/^Invalid ABI JSON: .+\. Paste the function’s ABI as JSON/);
    expect(firstProblem(readSchema('EVM'), { ...evm, args: '{x' })?.message).toMatch(/^Invalid args JSON: /);
    expect(readRequest({ ...evm, args: ' ' })).toEqual({
      caip2Id: 'eip155:84532',
      data: { contractAddress: TOKEN, abi: { name: 'x' }, args: {} },
    });
  });

  it('Aptos: a function is required, as address::module::function', () => {
    const aptos = { ...EMPTY_READ_FORM, chainType: 'APTOS', caip2Id: 'aptos:testnet' };
    expect(firstProblem(readSchema('APTOS'), aptos)?.message).toBe(
      'Aptos function name is required: enter it as address::module::function, like 0x1::coin::balance',
    );
    expect(firstProblem(readSchema('APTOS'), { ...aptos, function: 'balance' })?.field).toBe('function');
    const valid = {
      ...aptos,
      function: '0x1::coin::balance',
      typeArguments: ['a', ''],
      functionArguments: ['0x1'],
    };
    expect(firstProblem(readSchema('APTOS'), valid)).toBeUndefined();
    expect(readRequest(valid).data).toEqual({
      function: '0x1::coin::balance',
      typeArguments: ['a'],
      functionArguments: ['0x1'],
    });
  });

  it('the one-click examples: an ERC-20 balance and the Aptos coin balance of the user', () => {
    const tokens = [
      { caipId: 'aptos:testnet', address: '', symbol: 'APT' },
      { caipId: 'eip155:84532', address: TOKEN, symbol: 'USDC' },
    ];
    const erc20 = erc20Example(tokens as Parameters<typeof erc20Example>[0], '0xme');
    expect(erc20).toMatchObject({
      caip2Id: 'eip155:84532',
      contractAddress: TOKEN,
      args: '{"account":"0xme"}',
    });
    expect(erc20Example([], '0xme')).toBeUndefined();
    const chains = [{ caipId: 'aptos:testnet' }] as Parameters<typeof aptosExample>[0];
    expect(aptosExample(chains, [{ caipId: 'aptos:testnet', address: '0xa' }])?.functionArguments).toEqual([
      '0xa',
    ]);
  });
});
