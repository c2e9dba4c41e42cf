// The wire contract: what the SDK, the BFF and the platform agree on (docs/protocol.md); the BFF's request schemas
// are `@satchel/shared/bff`. The demo's own forms, messages and stored config live in client/.
export * from './constants/environments.js';
export * from './constants/demo-client.js';
export * from './constants/protocol.js';
export * from './constants/error-codes.js';
export * from './constants/log-levels.js';
export * from './messages.js';
export * from './envelope.js';
export * from './camel-case.js';
export * from './caip.js';
export * from './chain-family-rules.js';
export * from './base58.js';
export * from './solana-address.js';
export * from './solana-wire.js';
export * from './validation.js';
export * from './is-json-object.js';
export * from './echo-input.js';
export * from './remember.js';
export * from './schemas/common.js';
export * from './schemas/bounds.js';
export * from './schemas/config.js';
export * from './schemas/auth.js';
export * from './schemas/otp.js';
export * from './schemas/user-operation.js';
export * from './schemas/orders.js';
export * from './schemas/platform-requests.js';
export * from './schemas/intents/token-transfer.js';
export * from './schemas/intents/nft-transfer.js';
export * from './schemas/intents/nft-collection.js';
export * from './schemas/intents/nft-mint.js';
export * from './schemas/intents/aptos-raw-transaction.js';
export * from './schemas/intents/evm-raw-transaction.js';
export * from './schemas/intents/solana-raw-transaction.js';
export * from './schemas/intents/contract-read.js';
export {
  abiParametersIssue,
  argsMatchInputs,
  orderedArgs,
  type AbiParameter,
  type AbiFunctionFragment,
} from './schemas/intents/abi-fragment.js';
