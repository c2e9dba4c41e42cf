/** Business constants of docs/protocol.md §2.4 and spec §9. */

/**
 * The SDK's version, as it reports itself to the platform.
 * @example
 * console.log(`@satchel/sdk ${SDK_VERSION}`);
 */
export const SDK_VERSION = '1.1.0';

export const GAS_LIMITS = {
  callGasLimit: 600000n,
  verificationGasLimit: 400000n,
  preVerificationGas: 100000n,
  paymasterPostOpGasLimit: 200000n,
  paymasterVerificationGasLimit: 200000n,
} as const;

/** Only where no gas-values call is made. */
export const DEFAULT_FEES = { maxFeePerGas: 4_000_000_000n, maxPriorityFeePerGas: 4_000_000_000n } as const;

export const EXECUTE_SELECTOR = '0x8dd7712f';
/** initiateJob(uint256,address,address,address,bytes,bytes,bytes,string) */
export const INITIATE_JOB_SELECTOR = '0xbf7b90d7';
export const OPERATION_VALUE = 0n;
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const INTENT_TYPES = [
  'TOKEN_TRANSFER',
  'NFT_TRANSFER',
  'NFT_CREATE_COLLECTION',
  'NFT_MINT',
  'RAW_TRANSACTION',
] as const;
export type IntentType = (typeof INTENT_TYPES)[number];
/** Intent types the estimate call accepts (§12.1). */
export const ESTIMATE_INTENT_TYPES = ['TOKEN_TRANSFER', 'NFT_TRANSFER', 'RAW_TRANSACTION'] as const;

/** Chain types of the transfer and raw-transaction screens; contract read offers EVM and APTOS. */
export const CHAIN_TYPES = ['EVM', 'APTOS', 'SOLANA'] as const;
export type ChainType = (typeof CHAIN_TYPES)[number];
export const CONTRACT_READ_CHAIN_TYPES = ['EVM', 'APTOS'] as const;

/** Lifetimes of what the SDK signs (§6.1, §10.3): the part of `LIFETIMES` a browser bundle needs. */
export const SIGNED_LIFETIMES = {
  /** Bearer token: expire_at = now + 5400 s (90 minutes). */
  bearerTokenSeconds: 5400,
  /** Paymaster data validUntil = now + 6 h. */
  paymasterValiditySeconds: 21600,
} as const;

// Pure closure: a bundle reading only `SIGNED_LIFETIMES` (the SDK's) drops the platform's lifetimes.
export const LIFETIMES = /* @__PURE__ */ (() =>
  ({
    bearerTokenSeconds: SIGNED_LIFETIMES.bearerTokenSeconds,
    /** Platform session: 10 days. */
    platformSessionSeconds: 864000,
    paymasterValiditySeconds: SIGNED_LIFETIMES.paymasterValiditySeconds,
    /** Clock skew allowance. */
    clockSkewSeconds: 60,
  }) as const)();

/** The OTP format the SDK and the schemas check (§8.1): the part of `OTP` a browser bundle needs. */
export const OTP_FORMAT = { digits: 6, countryShortName: 'IN', phoneDigits: 10 } as const;

// Built in a pure closure (as `UI` below) so that a bundle reading only `OTP_FORMAT` (the SDK's) drops the rest.
export const OTP = /* @__PURE__ */ (() =>
  ({
    digits: OTP_FORMAT.digits,
    validSeconds: 600,
    maxVerifyAttempts: 5,
    /** Sends (send + resend) per contact per rolling `sendWindowSeconds` (§8.4). */
    maxSendsPerWindow: 5,
    sendWindowSeconds: 600,
    /**
     * Sends per client per rolling `clientSendWindowSeconds`, whatever the contacts (a burst to many contacts).
     * Not in docs/protocol.md; the local platform's default (`PLATFORM_OTP_CLIENT_MAX_SENDS` overrides it).
     */
    maxSendsPerClientPerWindow: 20,
    clientSendWindowSeconds: 60,
    timestampWindowMs: 300000,
    countryShortName: OTP_FORMAT.countryShortName,
    phoneDigits: OTP_FORMAT.phoneDigits,
  }) as const)();

export const COLLECTION_NAME_MAX = 100;
export const NFT_TYPES = ['ERC721', 'ERC1155'] as const;
export type NftType = (typeof NFT_TYPES)[number];
export const DEFAULT_NFT_TYPE: NftType = 'ERC721';
export const DEFAULT_NFT_AMOUNT = 1;

/**
 * An order's status (docs/protocol.md §14.7); `FINAL_ORDER_STATUSES` are the ones that no longer change.
 * @example
 * const status: OrderStatus = 'PENDING';
 * const pending = await getOrdersHistory(client, { status });
 */
export type OrderStatus =
  | 'NOT_EXISTS'
  | 'INITIATED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'SUCCESSFUL'
  | 'FAILED'
  | 'EXPIRED'
  | 'BUNDLER_DISCARDED'
  | 'FAILED_ON_CHAIN';
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'SUCCESSFUL',
  'FAILED',
  'EXPIRED',
  'BUNDLER_DISCARDED',
  'FAILED_ON_CHAIN',
];
export const SUCCESS_ORDER_STATUS: OrderStatus = 'SUCCESSFUL';

/** Product literals (§1.7). */
export const PROVIDER_SATCHEL = 'satchel';
export const WEB_APP_ID = 'SATCHEL_WEB';
export const DEFAULT_WEBVIEW_METHOD = 'satchel_sdk_login';
export const DEFAULT_WEBVIEW_REQUEST_ID = 'uuid-for-webview';
export const STORAGE_PREFIX = 'satchel_';
export const SESSION_STORAGE_KEY = 'satchel_session';

/** Login providers the platform accepts (§7.3), and the subset `loginUsingOAuth` accepts. */
export const PLATFORM_PROVIDERS = ['google', 'satchel', 'client_jwt', 'jwt', 'apple', 'twitter'] as const;
export type PlatformProvider = (typeof PLATFORM_PROVIDERS)[number];
export const SDK_OAUTH_PROVIDERS = ['google', 'satchel', 'client_jwt'] as const;

/** Web-view channels (§16.4). */
export const WEBVIEW_CHANNELS = {
  request: 'requestChannel',
  response: 'responseChannel',
  info: 'infoChannel',
} as const;

/** UI constants of the SDK's auth surfaces (docs/protocol.md §2.4, §16): the part of `UI` a browser bundle needs. */
export const AUTH_UI = {
  authModal: { width: 500, height: 800, fadeInSeconds: 0.5, closeFadeMs: 300, zIndex: 2147483647 },
  googlePopup: { width: 500, height: 600, pollMs: 500 },
  webviewRequestTimeoutMs: 30000,
  webviewCloseDelayMs: 1000,
  googleButtonHeights: { large: 40, medium: 32, small: 20 },
} as const;

/** UI constants (spec §9, docs/protocol.md §2.4): the demo's and `AUTH_UI`'s. */
export const UI = /* @__PURE__ */ (() =>
  ({
    balanceDecimals: 4,
    nftQuantityDecimals: 2,
    modalContentMaxHeight: '70vh',
    apiLogDrawerWidth: 700,
    copyConfirmationMs: 5000,
    authModal: AUTH_UI.authModal,
    googlePopup: AUTH_UI.googlePopup,
    webviewRequestTimeoutMs: AUTH_UI.webviewRequestTimeoutMs,
    webviewCloseDelayMs: AUTH_UI.webviewCloseDelayMs,
    googleButtonHeights: AUTH_UI.googleButtonHeights,
  }) as const)();

/** Google sign-in (§16.6). */
export const GOOGLE = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  scope: 'openid email profile',
  responseType: 'id_token',
} as const;

/** Longest estimate URL sent as a GET; a longer one goes as a POST (§12.1). The SDK's part of `LIMITS`. */
export const ESTIMATE_GET_URL_MAX_CHARS = 8000;

/** Request limits of the servers: docs/protocol.md §3.4 answers 413 for a body over 1 MiB (the issues said 100 kB). */
export const LIMITS = /* @__PURE__ */ (() =>
  ({
    platformBodyBytes: 1024 * 1024,
    serverBodyBytes: 1024 * 1024,
    estimateGetUrlMaxChars: ESTIMATE_GET_URL_MAX_CHARS,
  }) as const)();

/**
 * Upper bounds of the inputs. Quantities by their ABI type: docs/protocol.md §10.2 packs the gas limits and fees
 * into 16-byte halves (uint128), `preVerificationGas`, amounts, NFT ids and transaction values are uint256. Text
 * lengths are ours (the references set none but the collection name's): a CAIP-2 id is at most 41 characters by
 * its own standard, identifiers (addresses, coin types, function names, ABI names) stay far below 256, and URIs
 * and descriptions below 2048. `echo` bounds what an error's details repeat of the caller's input.
 */
/**
 * Bounds of a Solana raw transaction (the protocol sets none): a transaction must fit Solana's
 * 1232-byte packet, so no single instruction's data can be larger; 16 instructions and 32 account keys each are
 * already more than one packet can carry.
 */
export const SOLANA_LIMITS = { instructions: 16, keysPerInstruction: 32, dataBytes: 1232 } as const;

export const INPUT_LIMITS = {
  uint64Max: 2n ** 64n - 1n,
  uint128Max: 2n ** 128n - 1n,
  uint256Max: 2n ** 256n - 1n,
  /** Order of the secp256k1 group: a private key is a scalar in [1, n − 1]. */
  secp256k1N: 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
  caip2IdChars: 64,
  identifierChars: 256,
  textChars: 2048,
  /** A message to sign (EIP-191 text or typed-data JSON). */
  messageChars: 65536,
  idTokenChars: 8192,
  /** ABI fragments: parameters per list and tuple nesting depth. */
  abiParameters: 64,
  abiDepth: 8,
  echoChars: 200,
} as const;
