/** bytes32 of an operation / login UUID (docs/protocol.md §1.3): 16 zero bytes then the 16 UUID bytes, lowercase. */
export const uuidToBytes32 = (uuid: string) =>
  `0x${'0'.repeat(32)}${uuid.replace(/-/g, '').toLowerCase()}` as `0x${string}`;
