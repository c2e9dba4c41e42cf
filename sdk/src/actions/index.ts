export { sendOtp } from './auth/send-otp.js';
export { resendOtp } from './auth/resend-otp.js';
export { verifyOtp } from './auth/verify-otp.js';
export { loginWithOtp } from './auth/login-with-otp.js';
export { loginWithIdToken } from './auth/login-with-id-token.js';
export { loginWithSocial, type OpenAuthWindow } from './auth/login-with-social.js';
export { authenticate } from './auth/authenticate.js';
export type { OtpSendResult, OtpVerifyResult } from './auth/internal/otp-call.js';
export type { LoginSuccess } from './auth/internal/start-session.js';
export { syncUserKeys } from './session/sync-user-keys.js';
export { verifyLogin } from './session/verify-login.js';
export { signMessage } from './sign/sign-message.js';
export { signTypedData } from './sign/sign-typed-data.js';
export { signUserOperation } from './user-operation/sign-user-operation.js';
export { executeUserOperation } from './user-operation/execute-user-operation.js';
export { sendUserOperation } from './user-operation/send-user-operation.js';
export {
  sendUserOperationWithHash,
  type SentUserOperation,
} from './user-operation/send-user-operation-with-hash.js';
export {
  locateUserOperation,
  type UserOperationLocation,
} from './user-operation/locate-user-operation.js';
export { getPaymasterData, type PaymasterDataInput } from './paymaster/get-paymaster-data.js';
export type { PaymasterTime } from './paymaster/internal/sign-paymaster-data.js';
export { getAccount } from './get-account.js';
export { getChains } from './get-chains.js';
export { getTokens } from './get-tokens.js';
export { getPortfolio } from './get-portfolio.js';
export { getPortfolioActivity } from './get-portfolio-activity.js';
export { getPortfolioActivityPage } from './get-portfolio-activity-page.js';
export { getPortfolioNFT } from './get-portfolio-nft.js';
export { getOrdersHistory } from './get-orders-history.js';
export { getOrdersPage } from './get-orders-page.js';
export { getNftCollections } from './get-nft-collections.js';
export { getNftOrderDetails } from './get-nft-order-details.js';
export { getGasValues } from './get-gas-values.js';
export { getUserKeys } from './get-user-keys.js';
export { verifySession } from './verify-session.js';
export { estimate } from './estimate.js';
export { readContractData } from './read-contract-data.js';
export { prepareTokenTransfer } from './intents/prepare-token-transfer.js';
export { prepareNftTransfer } from './intents/prepare-nft-transfer.js';
export { prepareNftCollectionCreation } from './intents/prepare-nft-collection-creation.js';
export { prepareNftMint } from './intents/prepare-nft-mint.js';
export { prepareEvmRawTransaction } from './intents/prepare-evm-raw-transaction.js';
export { prepareAptosRawTransaction } from './intents/prepare-aptos-raw-transaction.js';
export { prepareSolanaRawTransaction } from './intents/prepare-solana-raw-transaction.js';
export { tokenTransfer } from './intents/token-transfer.js';
export { nftTransfer } from './intents/nft-transfer.js';
export { nftCollectionCreation } from './intents/nft-collection-creation.js';
export { nftMint } from './intents/nft-mint.js';
export { evmRawTransaction } from './intents/evm-raw-transaction.js';
export { aptosRawTransaction } from './intents/aptos-raw-transaction.js';
export { solanaRawTransaction } from './intents/solana-raw-transaction.js';
export { estimateTokenTransfer } from './intents/estimate-token-transfer.js';
export { estimateNftTransfer } from './intents/estimate-nft-transfer.js';
export { estimateRawTransaction } from './intents/estimate-raw-transaction.js';
export type * from './types.js';
export { waitForOrder, type WaitForOrderOptions } from './wait-for-order.js';
