import { hexToBytes, keccak256, toHex, type Hex } from 'viem';

/** The 2048-bit bloom filter of a set of logs (yellow paper §4.3.1): 3 bits per address and per topic. */
export function logsBloom(logs: readonly { address: Hex; topics: readonly Hex[] }[]): Hex {
  const bloom = new Uint8Array(256);
  const add = (value: Hex) => {
    const h = hexToBytes(keccak256(value));
    for (let i = 0; i < 6; i += 2) {
      const bit = ((h[i] << 8) | h[i + 1]) & 2047;
      bloom[255 - (bit >> 3)] |= 1 << (bit & 7);
    }
  };
  for (const log of logs) {
    add(log.address);
    for (const topic of log.topics) add(topic);
  }
  return toHex(bloom);
}
