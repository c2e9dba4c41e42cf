import type { AptosArgument } from '../../backend/types.js';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Numeric strings become numbers, everything else (hex included) stays as given (spec §2 Raw Transaction). */
function convert(value: unknown): AptosArgument {
  if (Array.isArray(value)) return value.map((v) => convert(v)) as AptosArgument;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return NUMERIC.test(trimmed) ? Number(trimmed) : trimmed;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return JSON.stringify(value);
}

/**
 * Function arguments typed as a JSON-style list (`["0x1", "100"]`) or plain comma-separated values
 * (`0x1, 100`); an empty box is no arguments.
 */
export function parseAptosArguments(text: string): AptosArgument[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed)) throw new Error('Function arguments must be a list');
    return parsed.map((v) => convert(v));
  }
  return trimmed.split(',').map((v) => convert(v));
}

export const parseTypeArguments = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
