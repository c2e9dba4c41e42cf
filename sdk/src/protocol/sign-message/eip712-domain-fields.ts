import type { TypedDataField, TypedDataTypes } from './typed-data-types.js';

// The standard domain fields, in EIP-712 order.
const DOMAIN_FIELDS: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
];

/**
 * The fields of the `EIP712Domain` struct: as given in `types`, else (as viem and the platform do) the standard
 * fields the domain has a value for.
 */
export function eip712DomainFields(
  types: TypedDataTypes,
  domain: Record<string, unknown>,
): readonly TypedDataField[] {
  if (Object.hasOwn(types, 'EIP712Domain')) return types.EIP712Domain!;
  return DOMAIN_FIELDS.filter(({ name }) => domain[name] !== undefined && domain[name] !== null);
}
