/**
 * Every user-visible message of the spec (sections 5 and 8) and of docs/protocol.md, spelled exactly.
 * No other package types one of these literals: import them from here.
 */
import { INPUT_LIMITS, SOLANA_LIMITS } from './constants/protocol.js';
import { echoInput } from './echo-input.js';

const ECHO_KEYS = 10;

/** `<subject> cannot exceed <max> characters`, the spelling of the collection name's limit (spec §5). */
const tooLong = (subject: string, max: number) => `${subject} cannot exceed ${max} characters`;
/** `<subject> cannot exceed the uint<bits> maximum`: a quantity beyond its ABI type. */
const tooLarge = (subject: string, bits: 64 | 128 | 256) =>
  `${subject} cannot exceed the uint${bits} maximum`;
const { caip2IdChars, identifierChars, textChars, messageChars, idTokenChars } = INPUT_LIMITS;
const { instructions, keysPerInstruction, dataBytes } = SOLANA_LIMITS;

/** Validation messages (spec §5, docs/protocol.md §15). */
export const VALIDATION = {
  prefix: 'Validation failed: ',
  invalidEnvironment: 'Invalid environment',
  invalidPlatform: 'Invalid platform: must be satchel or okto',
  platformUrlRequired: "platformUrl is required (no hosted Satchel platform exists), or use platform: 'okto'",
  invalidClientPrivateKey: 'Invalid client private key format',
  oneClientSigner: 'Exactly one of clientPrivateKey and clientSigner is required',
  // A value read from an unset environment variable is undefined: say which field, so the variable can be found.
  clientPrivateKeyMissing: 'clientPrivateKey (or clientSigner) is undefined: an unset environment variable?',
  invalidClientSWA: 'Invalid clientSWA format',
  clientSWAMissing: 'clientSWA is undefined: an unset environment variable?',
  invalidLogLevel: 'Invalid logLevel',
  invalidClientPublicKey: 'Invalid client public key format',
  invalidEthereumAddress: 'Invalid Ethereum address format',
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone number format: must contain exactly 10 digits',
  invalidContactOrMethod: 'Invalid contact information or method',
  invalidOtpMethod: 'Invalid OTP method specified',
  idTokenRequired: 'ID token is required',
  invalidOtp: 'OTP must be 6 digits',
  invalidOtpToken: 'OTP token is required',
  invalidCountry: 'Country must be IN',
  // User operation (§15.2)
  invalidUserOp: 'Invalid UserOp',
  invalidSender: 'Invalid sender address format',
  invalidPaymaster: 'Invalid paymaster address format',
  invalidNonce: 'Invalid nonce format',
  invalidCallGasLimit: 'Invalid call gas limit format',
  invalidVerificationGasLimit: 'Invalid verification gas limit format',
  invalidPreVerificationGas: 'Invalid pre-verification gas format',
  invalidMaxFeePerGas: 'Invalid max fee per gas format',
  invalidMaxPriorityFeePerGas: 'Invalid max priority fee per gas format',
  invalidPaymasterPostOpGasLimit: 'Invalid paymaster post-op gas limit format',
  invalidPaymasterVerificationGasLimit: 'Invalid paymaster verification gas limit format',
  invalidCallData: 'Invalid call data format',
  invalidPaymasterData: 'Invalid paymaster data format',
  invalidSignature: 'Invalid signature format',
  // Intents (§15.3)
  caip2IdRequired: 'CAIP2 ID is required',
  caip2IdBlank: 'CAIP2 ID cannot be blank',
  caip2IdSpaces: 'CAIP2 ID cannot have leading or trailing spaces',
  tokenCaip2IdBlank: 'caip2Id cannot be blank',
  tokenCaip2IdSpaces: 'caip2Id cannot have leading or trailing spaces',
  invalidRecipient: 'Invalid recipient address format',
  amountInteger: 'Amount must be an integer',
  amountPositive: 'Amount must be greater than 0',
  recipientIsUser: 'Recipient address cannot be same as the user address',
  tokenRequired: 'Token must be a string',
  invalidTokenAddress: 'Invalid token address format',
  invalidCollectionAddress: 'Invalid collection address format',
  nftIdNegative: 'NFT ID cannot be negative',
  invalidNftId: 'Invalid NFT ID format – must be numeric or hexadecimal',
  recipientWalletEmpty: 'Recipient wallet address cannot be empty',
  invalidRecipientWallet: 'Invalid recipient wallet address format',
  recipientWalletIsUser: 'Recipient wallet address cannot be same as the user address',
  minNftAmount: 'Minimum transfer amount is 1',
  invalidNftType: 'NFT type must be ERC721 or ERC1155',
  erc721Amount: 'ERC721 transfers must have amount exactly 1',
  collectionAptosOnly: 'NFT Collection creation is only supported on Aptos chain',
  collectionNameRequired: 'Collection name is required',
  collectionNameEmpty: 'Collection name cannot be empty',
  collectionNameTooLong: 'Collection name cannot exceed 100 characters',
  uriRequired: 'URI is required',
  uriEmpty: 'URI cannot be empty',
  mintAptosOnly: 'NFT Minting is only supported on Aptos chain',
  nftNameRequired: 'NFT name is required',
  aptosCaip2Id: 'CAIP2 ID must be for an Aptos chain',
  atLeastOneTransaction: 'At least one transaction is required',
  functionRequired: 'Function is required',
  invalidFunction: 'Invalid function format – must be address::module::function',
  invalidFrom: 'Invalid from address format',
  invalidTo: 'Invalid to address format',
  invalidTransactionData: 'Invalid transaction data format',
  negativeValue: 'Transaction value cannot be negative',
  dataOrValue: 'Transaction must include either data or value',
  invalidIntentType: 'Invalid intent type',
  invalidIntentId: 'Invalid intent id',
  invalidPage: 'Invalid page',
  invalidSize: 'Invalid size',
  invalidContractAddress: 'Invalid contract address',
  invalidAbi: 'Invalid ABI',
  invalidTypedData: 'Invalid typed data',
  messageRequired: 'Message is required',
  invalidSessionPrivKey: 'Invalid session private key format',
  invalidSessionPubKey: 'Invalid session public key format',
  invalidFeePayer: 'Invalid fee payer address format',
  // Bounds: beyond the references, which set no upper limits but the collection name's
  invalidClientPrivateKeyScalar: 'Client private key is not a valid secp256k1 key',
  invalidSessionPrivKeyScalar: 'Session private key is not a valid secp256k1 key',
  callGasLimitTooLarge: tooLarge('Call gas limit', 128),
  verificationGasLimitTooLarge: tooLarge('Verification gas limit', 128),
  preVerificationGasTooLarge: tooLarge('Pre-verification gas', 256),
  maxFeePerGasTooLarge: tooLarge('Max fee per gas', 128),
  maxPriorityFeePerGasTooLarge: tooLarge('Max priority fee per gas', 128),
  paymasterPostOpGasLimitTooLarge: tooLarge('Paymaster post-op gas limit', 128),
  paymasterVerificationGasLimitTooLarge: tooLarge('Paymaster verification gas limit', 128),
  amountTooLarge: tooLarge('Amount', 256),
  nftIdTooLarge: tooLarge('NFT ID', 256),
  valueTooLarge: tooLarge('Transaction value', 256),
  invalidAbiType: 'Invalid ABI parameter type',
  invalidArgs: 'Arguments must be an array or an object',
  argsMismatch: 'Arguments do not match the ABI inputs',
  caip2IdTooLong: tooLong('CAIP2 ID', caip2IdChars),
  recipientTooLong: tooLong('Recipient address', identifierChars),
  tokenTooLong: tooLong('Token', identifierChars),
  collectionAddressTooLong: tooLong('Collection address', identifierChars),
  nftIdTooLong: tooLong('NFT ID', identifierChars),
  nftNameTooLong: tooLong('NFT name', identifierChars),
  functionTooLong: tooLong('Function', identifierChars),
  typeArgumentTooLong: tooLong('Type argument', identifierChars),
  uriTooLong: tooLong('URI', textChars),
  textTooLong: tooLong('Text fields', textChars),
  argumentTooLong: tooLong('Arguments', messageChars),
  messageTooLong: tooLong('Message', messageChars),
  typedDataTooLong: tooLong('Typed data', messageChars),
  idTokenTooLong: tooLong('ID token', idTokenChars),
  statusTooLong: tooLong('Status', identifierChars),
  // Solana: beyond the references, in the style of §5
  solanaCaip2Id: 'CAIP2 ID must be for a Solana chain',
  invalidTokenMint: 'Invalid token mint address format',
  solanaAmountTooLarge: tooLarge('Amount', 64),
  solanaTransactionRequired: 'Transaction must be an object with signer and instructions',
  invalidSigner: 'Invalid signer address format',
  signerIsNotUser: "Signer must be the user's Solana address",
  atLeastOneInstruction: 'At least one instruction is required',
  tooManyInstructions: `Instructions cannot exceed ${instructions}`,
  invalidInstruction: 'Instruction must be an object with programId, data and keys',
  invalidProgramId: 'Invalid program ID format',
  invalidAccountKey: 'Invalid account key format',
  invalidAccountFlags: 'Account isSigner and isWritable must be booleans',
  tooManyAccountKeys: `Account keys cannot exceed ${keysPerInstruction} per instruction`,
  invalidInstructionData: 'Instruction data must be an array of integers from 0 to 255',
  instructionDataTooLong: `Instruction data cannot exceed ${dataBytes} bytes`,
} as const;

/** Chain checks after the network lookup (§15.4): not prefixed with `Validation failed:`. */
export const CHAIN = {
  notSupported: 'Chain Not Supported',
  invalidChainType: 'Invalid Chain Type',
  invalidAptosChain: 'Invalid chain for Aptos transaction',
  collectionAptosOnly: VALIDATION.collectionAptosOnly,
  mintAptosOnly: VALIDATION.mintAptosOnly,
} as const;

/** SDK error catalogue (spec §8, docs/protocol.md §4). Templates take the platform's error message. */
export const SDK = {
  failedToRetrieveNetworks: 'Failed to retrieve supported networks',
  /** `client.request(call)` with a call that is not `{method, path, messages…}` (SDK only; the spec has no text). */
  invalidRequest: 'Invalid request',
  failedToVerifySession: 'Failed to verify user session',
  failedToRetrievePortfolio: 'Failed to retrieve portfolio',
  failedToRetrieveActivity: 'Failed to retrieve portfolio activity',
  failedToRetrieveNftPortfolio: 'Failed to retrieve NFT portfolio',
  failedToEstimate: 'Failed to estimate order',
  failedToReadContract: 'Failed to read contract data',
  failedToFetchTokens: 'Failed to fetch supported tokens from the backend.',
  // OTP
  failedToSendWhatsAppOtp: 'Failed to send WhatsApp OTP',
  failedToVerifyWhatsAppOtp: 'Failed to verify WhatsApp OTP',
  failedToResendWhatsAppOtp: 'Failed to resend WhatsApp OTP',
  failedToSendEmailOtp: 'Failed to send Email OTP',
  failedToVerifyEmailOtp: 'Failed to verify Email OTP',
  failedToResendEmailOtp: 'Failed to resend Email OTP',
  sendOtpTokenMissing: 'Failed to send OTP: Token missing in response',
  resendOtpTokenMissing: 'Failed to resend OTP: Token missing in response',
  noOtpOnClipboard: 'No OTP found on clipboard',
  // Missing data
  responseDataMissing: 'Response data is missing',
  authResponseDataMissing: 'Authentication response data is missing',
  ordersMissing: 'No orders found or response data is missing.',
  userKeysResponseMissing: 'User keys response data is missing',
  gasValuesResponseMissing: 'Gas values response data is missing',
  executeResponseMissing: 'Execute response data is missing',
  signMessageResponseMissing: 'Sign message response data is missing',
  // Other
  authTokenNotReceived: 'Authentication token not received from OTP verification',
  noIdToken: 'No ID token received from authentication',
  clientDetailsNotFound: 'Client details not found',
  sessionKeysNotSet: 'Session keys are not set',
  userKeysNotSet: 'User keys are not set',
  userNotLoggedIn: 'User not logged in',
  alreadyLoggedIn: 'User is already logged in. Please log out first.',
  mustBeLoggedInToExecute: 'User must be logged in to execute user operation',
  mustBeLoggedInToSign: 'User must be logged in to sign message',
  mustBeLoggedInToSyncKeys: 'User must be logged in to sync user keys',
  mustBeLoggedInForPaymasterData: 'User must be logged in to generate paymaster data',
  // Wrapped (public explorer functions)
  unableToFetchNetworks: 'Unable to fetch supported networks',
  failedToFetchNftCollections: 'Failed to fetch NFT collections from the backend.',
  failedToRetrieveOrdersWrapped: 'Failed to retrieve orders. Please try again later.',
  failedToReadContractWrapped: 'Failed to read contract data from the backend.',
  networkError: 'Network error',
  // waitForOrder (not in the spec: the SDK's own helper)
  orderWaitTimedOut: 'Timed out waiting for the order to be final',
  orderWaitAborted: 'Waiting for the order was aborted',
} as const;

/** Auth frame (modal, web view, Google pop-up) errors and replies (spec §8, docs/protocol.md §16). */
export const AUTH_FRAME = {
  authenticationFailed: 'Authentication failed',
  canceledByUser: 'Authentication canceled by the user',
  webViewFailedToOpen: 'WebView failed to open. Are popups blocked?',
  failedToOpenPopup: 'Failed to open authentication popup.',
  popupClosed: 'Authentication popup closed.',
  requestTimeout: 'Request timeout',
  webViewNotAvailable: 'WebView not available',
  invalidResponseData: 'Invalid response data',
  loginFailed: 'Login failed',
  authPageNotConfigured: 'Authentication page URL is not configured for this environment',
  requestFailed: 'Request failed',
  googleLoginSuccessful: 'Google login successful',
  loginSuccessful: 'Login successful',
  untrustedOrigin: 'Received message from untrusted origin:',
  unhandledRequestType: 'Unhandled request type:',
  cannotSendInfo: 'Cannot send info - WebView closed',
} as const;

/** Message templates: `{error}`/`{message}` placeholders of the spec, as functions. */
export const fmt = {
  validationFailed: (messages: readonly string[]) => `${VALIDATION.prefix}${messages.join(', ')}`,
  // Templates that repeat the caller's input cut it with echoInput (200 characters, 10 keys).
  unsupportedProvider: (provider: string) => `Unsupported provider: ${echoInput(provider)}`,
  unsupportedIntentType: (type: string) => `Unsupported intent type: ${echoInput(type)}`,
  unrecognizedKeys: (keys: readonly string[]) =>
    `Unrecognized key(s) in object: ${[
      ...keys.slice(0, ECHO_KEYS).map((k) => `'${echoInput(k)}'`),
      ...(keys.length > ECHO_KEYS ? ['…'] : []),
    ].join(', ')}`,
  chainNotSupportedDetails: (caip2Id: string) => `${echoInput(caip2Id)} is not supported for this client`,
  notEvmChainDetails: (caip2Id: string) =>
    `${echoInput(caip2Id)} is not an EVM-compatible chain. EVM Raw Transactions can only be created for EVM chains.`,
  notAptosChainDetails: (caip2Id: string) => `${echoInput(caip2Id)} is not an Aptos chain`,
  providedChainDetails: (caipId: string) => `Provided chain: ${echoInput(caipId)}`,
  // SDK
  failedToRetrieveWallets: (error: string) => `Failed to retrieve wallets: ${error}`,
  failedToRetrieveOrders: (error: string) => `Failed to retrieve orders: ${error}`,
  authenticationFailed: (error: string) => `Authentication failed: ${error}`,
  executeFailed: (error: string) => `Execute operation failed: ${error}`,
  failedToRetrieveUserKeys: (error: string) => `Failed to retrieve user keys: ${error}`,
  failedToSignMessage: (error: string) => `Failed to sign message: ${error}`,
  failedToRetrieveGasValues: (error: string) => `Failed to retrieve gas values: ${error}`,
  httpStatus: (status: number) => `HTTP ${status}`,
} as const;

/** BFF (`@satchel/server`) messages beyond the catalogue of §3.4 (docs/protocol.md §18). */
export const BFF = {
  clientKeysNotAllowed: 'Client credentials in the request body are not allowed on this server',
  evmSingleTransaction: 'An EVM raw transaction takes exactly one transaction',
  solanaSingleTransaction: 'A Solana raw transaction takes exactly one transaction',
  codeRequired: 'Authorization code is required',
  invalidState: 'Invalid state',
  invalidCodeVerifier: 'Invalid code verifier',
  socialExchangeFailed: 'Code exchange with the provider failed',
  socialProviderNotConfigured: 'Social provider is not configured',
  missingProviderToken: 'Provider answered without the expected token',
  sessionKeyPairMismatch:
    'sessionPubKey is not the public key of sessionPrivKey: send the sessionConfig api/auth/authenticate answered, unchanged',
} as const;
