/**
 * The demo app's user-visible messages (spec §5 demo rules and §8 demo messages), spelled exactly; apart from
 * messages.ts, which the SDK bundles, so the SDK never carries them.
 */
/** Demo app messages (spec §5 demo rules and §8 demo messages). */
export const DEMO = {
  enterValidEmail: 'Enter a valid email',
  enterValidPhone: 'Enter a valid phone number',
  enterValidJwt: 'Enter a valid Jwt token',
  enterValidFeePayer: 'Please enter a valid feePayer address',
  selectValidToken: 'Please select a valid token',
  enterValidAmount: 'Please enter a valid amount',
  enterValidRecipient: 'Please enter a valid recipient address',
  fillAllRequiredFields: 'Please fill in all required fields',
  invalidContractAddress: 'Invalid contract address',
  aptosFunctionRequired: 'Aptos function name is required',
  failedToFetchChains: 'Failed to fetch chains',
  failedToFetchNfts: 'Failed to fetch NFTs',
  noJobId: 'No job ID available',
  noJobIdToRefresh: 'No job ID available to refresh',
  noTransactionToSign: 'No transaction to sign',
  noSignedTransaction: 'No signed transaction to execute',
  noEstimateTransaction: 'No estimate transaction to execute',
  noJobIdFromApi: 'No jobId returned from API',
  aptosUserOpNotImplemented: 'Aptos UserOp via SDK not implemented',
  loginNotSupportedInSdkMode: 'Login is currently not supported in sdk mode',
  noOrderHistory: 'No order history available.',
  noNftsFound: 'No NFTs found for this network. You can enter details manually below.',
  noEstimate: 'No estimate available.',
  noLogsYet: 'No logs yet',
  noRequestYet: 'No request yet',
  noResponseYet: 'No response yet',
  sessionInfoOnboarding: 'Session Information cannot be captured when logging in with Onboarding Modal',
  welcome: 'Welcome to Satchel',
  loggedIn: 'Logged in',
  notSignedIn: 'not signed in',
  sessionInformation: 'Session Information',
  enterMessagePlaceholder: 'Enter message...',
} as const;

/** Demo app message templates (spec §8 demo messages): apart from `fmt` so the SDK bundle does not carry them. */
export const DEMO_FMT = {
  failedToFetchData: (msg: string) => `Failed to fetch data: ${msg}`,
  failedToFetchChains: (message: string) => `Failed to fetch chains: ${message}`,
  failedToFetchTokens: (message: string) => `Failed to fetch tokens: ${message}`,
  failedToFetchPortfolio: (message: string) => `Failed to fetch portfolio: ${message}`,
  errorInTokenTransfer: (message: string) => `Error in token transfer: ${message}`,
  errorCreatingUserOp: (message: string) => `Error in creating user operation: ${message}`,
  errorSigningTransaction: (message: string) => `Error in signing transaction: ${message}`,
  errorExecutingTransaction: (message: string) => `Error in executing transaction: ${message}`,
  errorFetchingTransactionDetails: (message: string) => `Error fetching transaction details: ${message}`,
  errorRefreshingTransactionDetails: (message: string) => `Error refreshing transaction details: ${message}`,
  errorInTokenTransferEstimate: (message: string) => `Error in token transfer estimate: ${message}`,
  evmReadError: (message: string) => `EVM Read Error: ${message}`,
  aptosReadError: (message: string) => `Aptos Read Error: ${message}`,
  resultError: (detail: string) => `error: ${detail}`,
  signingError: (message: string) => `Error: ${message}`,
} as const;
