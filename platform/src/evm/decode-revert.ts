import { decodeAbiParameters, type Hex } from 'viem';

const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';

/** Solidity's panic codes (docs: "Panic via assert and other errors"). */
const PANIC_MEANING: Record<string, string> = {
  '0x0': 'generic panic',
  '0x1': 'assertion failed',
  '0x11': 'arithmetic overflow or underflow',
  '0x12': 'division or modulo by zero',
  '0x21': 'invalid enum value',
  '0x22': 'invalid storage byte array',
  '0x31': 'pop on an empty array',
  '0x32': 'array index out of bounds',
  '0x41': 'out of memory',
  '0x51': 'call to an uninitialized function',
};

/**
 * The text of revert data: `Error(string)` → its message, `Panic(uint256)` → `Panic(0x11): arithmetic overflow or
 * underflow`, a custom error → `0x<selector>` plus its raw data, no data → `no reason`.
 */
export function decodeRevert(data: Hex): string {
  if (data === '0x' || data.length < 10)
    return data === '0x' ? 'no reason' : `unrecognised revert data ${data}`;
  const selector = data.slice(0, 10).toLowerCase();
  const body = `0x${data.slice(10)}` as Hex;
  try {
    if (selector === ERROR_SELECTOR) return decodeAbiParameters([{ type: 'string' }], body)[0];
    if (selector === PANIC_SELECTOR) {
      const code = `0x${decodeAbiParameters([{ type: 'uint256' }], body)[0].toString(16)}`;
      const meaning = PANIC_MEANING[code];
      return meaning ? `Panic(${code}): ${meaning}` : `Panic(${code})`;
    }
  } catch {
    // Malformed Error/Panic data falls through to the raw form.
  }
  return data.length > 10 ? `custom error ${selector} (data ${data})` : `custom error ${selector}`;
}
