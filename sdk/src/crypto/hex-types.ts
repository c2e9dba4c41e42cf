/** `0x`-prefixed hex text. The SDK's own output is lowercase (§1.1); input may be in either case. */
export type Hex = `0x${string}`;

/** An EVM address, `0x` + 40 hex digits; addresses compare case-insensitively (§1.1). */
export type Address = `0x${string}`;
