import { describe, expect, it } from '@jest/globals';
import { encodeErrorResult, parseAbi } from 'viem';
import { decodeRevert } from '../../src/evm/decode-revert.js';

const abi = parseAbi([
  'error Error(string)',
  'error Panic(uint256)',
  'error Denied(address caller, uint256 code)',
  'error Nope()',
]);

describe('decodeRevert', () => {
  it('Error(string) → its text; Panic(uint256) → the code with its meaning when known', () => {
    expect(decodeRevert(encodeErrorResult({ abi, errorName: 'Error', args: ['ERC20: nope'] }))).toBe(
      'ERC20: nope',
    );
    expect(decodeRevert(encodeErrorResult({ abi, errorName: 'Panic', args: [0x11n] }))).toBe(
      'Panic(0x11): arithmetic overflow or underflow',
    );
    expect(decodeRevert(encodeErrorResult({ abi, errorName: 'Panic', args: [0x99n] }))).toBe('Panic(0x99)');
  });

  it('a custom error → its selector, plus the raw data when it has arguments; no data → no reason', () => {
    const denied = encodeErrorResult({
      abi,
      errorName: 'Denied',
      args: ['0x00000000000000000000000000000000000000a1', 7n],
    });
    expect(decodeRevert(denied)).toBe(`custom error ${denied.slice(0, 10)} (data ${denied})`);
    const nope = encodeErrorResult({ abi, errorName: 'Nope' });
    expect(decodeRevert(nope)).toBe(`custom error ${nope}`);
    expect(decodeRevert('0x')).toBe('no reason');
    expect(decodeRevert('0x1234')).toBe('unrecognised revert data 0x1234');
    // A truncated Error(string) falls back to the raw form rather than throwing.
    expect(decodeRevert('0x08c379a000')).toBe('custom error 0x08c379a0 (data 0x08c379a000)');
  });
});
