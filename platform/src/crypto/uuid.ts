/** UUID ↔ integer ↔ bytes32 (docs/protocol.md §1.3). */
export const uuidToBytes32 = (uuid: string) =>
  `0x${'0'.repeat(32)}${uuid.replace(/-/g, '').toLowerCase()}` as `0x${string}`;

export const uuidToInteger = (uuid: string) => BigInt(`0x${uuid.replace(/-/g, '')}`);

/** The UUID of a bytes32 whose high 16 bytes are zero; undefined otherwise. */
export function bytes32ToUuid(bytes32: string): string | undefined {
  const hex = bytes32.toLowerCase().replace(/^0x/, '');
  if (hex.length !== 64 || !/^0{32}[0-9a-f]{32}$/.test(hex)) return undefined;
  const h = hex.slice(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
