/** The typed-data box's placeholder and "use example" content: a valid EIP-712 object. */
export const TYPED_DATA_EXAMPLE = JSON.stringify(
  {
    domain: {
      name: 'Satchel Demo',
      version: '1',
      chainId: 1,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'string' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: { from: 'Ada', contents: 'Hello from Satchel' },
  },
  null,
  2,
);
