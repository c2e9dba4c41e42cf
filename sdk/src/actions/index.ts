export { getAccount } from './get-account.js';
export { getChains } from './get-chains.js';
export { getTokens } from './get-tokens.js';
export { getPortfolio } from './get-portfolio.js';
export { getPortfolioActivity } from './get-portfolio-activity.js';
export { getPortfolioNFT } from './get-portfolio-nft.js';
export { getOrdersHistory } from './get-orders-history.js';
export { getNftCollections } from './get-nft-collections.js';
export { getNftOrderDetails } from './get-nft-order-details.js';
export { getGasValues } from './get-gas-values.js';
export { getUserKeys } from './get-user-keys.js';
export { verifySession } from './verify-session.js';
export { estimate, type EstimateResult } from './estimate.js';
export { readContractData } from './read-contract-data.js';
export { prepareTokenTransfer } from './intents/prepare-token-transfer.js';
export { prepareNftTransfer } from './intents/prepare-nft-transfer.js';
export { prepareNftCollectionCreation } from './intents/prepare-nft-collection-creation.js';
export { prepareNftMint } from './intents/prepare-nft-mint.js';
export { prepareEvmRawTransaction } from './intents/prepare-evm-raw-transaction.js';
export { prepareAptosRawTransaction } from './intents/prepare-aptos-raw-transaction.js';
export { tokenTransfer } from './intents/token-transfer.js';
export { nftTransfer } from './intents/nft-transfer.js';
export { nftCollectionCreation } from './intents/nft-collection-creation.js';
export { nftMint } from './intents/nft-mint.js';
export { evmRawTransaction } from './intents/evm-raw-transaction.js';
export { aptosRawTransaction } from './intents/aptos-raw-transaction.js';
export { estimateTokenTransfer } from './intents/estimate-token-transfer.js';
export { estimateNftTransfer } from './intents/estimate-nft-transfer.js';
export { estimateRawTransaction } from './intents/estimate-raw-transaction.js';
export type * from './types.js';
export { waitForOrder, type WaitForOrderOptions } from './wait-for-order.js';
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
} from './query-keys.js';
