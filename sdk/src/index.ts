/**
 * `@satchel/sdk`: the client (session, login, signing), one function per read and intent (viem style), the error
 * hierarchy, and the crypto/protocol builders for integrators and tests. Browser-native, no Node built-ins.
 */
export { SDK_VERSION } from '@satchel/shared';
// The inputs the actions take (the shared zod schemas' input types), so apps never re-declare them.
export type {
  TokenTransferInput,
  NftTransferInput,
  NftCollectionInput,
  NftMintInput,
  EvmRawTransactionInput,
  EvmTransaction,
  AptosRawTransactionInput,
  AptosTransaction,
  SolanaRawTransactionInput,
  SolanaTransaction,
  SolanaInstruction,
  ContractReadInput,
  OrderFilters,
  Paging,
  OrderStatus,
  LogLevel,
} from '@satchel/shared';
export { SatchelClient } from './satchel-client.js';
export type { Client } from './client/client.js';
export type {
  SatchelClientConfig,
  SessionConfig,
  UserKeys,
  AuthenticateResult,
  SessionListener,
} from './client/types.js';
export type { ClientCall } from './client/client-call.js';
export * from './actions/index.js';
// Cache keys of the reads (synchronous helpers, not actions).
export {
  readKey,
  isReadKey,
  INTENT_AFFECTED_READS,
  getAccountKey,
  getChainsKey,
  getTokensKey,
  getPortfolioKey,
  getPortfolioActivityKey,
  getPortfolioNftKey,
  getNftCollectionsKey,
  getOrdersHistoryKey,
  type ReadName,
  type ReadKey,
} from './actions/query-keys.js';
// Not in the actions barrel: it takes a fetch function, not a client (the BFF's callers follow orders with it).
export { followOrder, isFinalStatus, type FollowOrderOptions } from './actions/follow-order.js';
export {
  nftCollectionCreation as nftCreateCollection,
  prepareNftCollectionCreation as prepareNftCreateCollection,
} from './actions/index.js';
export * from './errors/index.js';
export {
  RequestLog,
  maskSecrets,
  REDACTED,
  toCurl,
  type RequestLogEntry,
  type RequestLogListener,
} from './logging/index.js';
// platformCall: the envelope handling every exchange shares (the remote signer's subpath takes it from here).
export {
  API_PATHS,
  platformCall,
  type CallMessages,
  type PlatformCall,
  type TransportConfig,
} from './transport/index.js';
export * from './crypto/index.js';
export * from './protocol/index.js';
