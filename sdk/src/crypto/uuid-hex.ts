import { InvalidInputError } from '../errors/invalid-input-error.js';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The 32 lowercase hex digits of a dashed RFC 4122 UUID (any version, either case, §1.3). */
export function uuidHex(uuid: string): string {
  if (typeof uuid !== 'string' || !UUID.test(uuid))
    throw new InvalidInputError('Invalid UUID', { details: 'expected 8-4-4-4-12 hex digits' });
  return uuid.replaceAll('-', '').toLowerCase();
}
