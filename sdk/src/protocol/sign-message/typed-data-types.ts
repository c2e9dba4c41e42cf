/** A field of an EIP-712 struct. */
export interface TypedDataField {
  name: string;
  type: string;
}

/** The `types` of EIP-712 typed data: struct name → its fields, in order. */
export type TypedDataTypes = Record<string, readonly TypedDataField[]>;
