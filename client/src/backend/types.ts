import type {
  Activity,
  AptosRawTransactionInput,
  AptosTransaction,
  Chain,
  ContractReadInput,
  EstimateResult,
  EvmRawTransactionInput,
  NftCollectionInput,
  NftMintInput,
  NftPortfolioItem,
  NftTransferInput,
  Order,
  OrderFilters,
  Portfolio,
  PortfolioToken,
  RequestLog,
  RequestLogEntry,
  SignedUserOperation,
  SolanaInstruction,
  SolanaRawTransactionInput,
  Token,
  TokenTransferInput,
  UnsignedUserOperation,
  Wallet,
  WaitForOrderOptions,
} from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';
import type { SWRResponse } from 'swr';

/**
 * The one seam between the pages and the two demo modes. `SdkBackend` runs the SDK in the browser, `ApiBackend`
 * calls the BFF; both answer the same camelCase shapes, so pages never ask which mode they are in. Mode-only
 * features ask `supports`.
 */

export type Json = unknown;

/** The api mode's log of BFF calls, for the API logs drawer. */
export type { RequestLog, RequestLogEntry };

// The SDK's own result and input types (both modes answer the SDK's camelCase shapes; the BFF runs the SDK).
export type { Activity, Chain, Order, OrderFilters, Portfolio, PortfolioToken, Token, Wallet };
export type NftItem = NftPortfolioItem;
export type Estimate = EstimateResult;
export type ContractReadRequest = ContractReadInput;

/** An ERC-4337 v0.7 user operation as the SDK builds it; `signature` once signed. */
export type UserOp = UnsignedUserOperation & { signature?: SignedUserOperation['signature'] };

/**
 * An executed intent: its order's jobId, and its user operation's hash (docs/protocol.md §18.4) with the explorer
 * page the BFF named (api mode; sdk mode has the hash only, the dialog links the local platform's page).
 */
export interface Submitted {
  jobId: string;
  userOperation?: { hash: string; explorerUrl?: string };
}

/** One Solana instruction as the SDK takes it (data as bytes). */
export type { SolanaInstruction };

/** One Aptos function argument (the SDK's input type). */
export type AptosArgument = NonNullable<AptosTransaction['functionArguments']>[number];

export type IntentRequest =
  | { kind: 'tokenTransfer'; input: TokenTransferInput }
  | { kind: 'nftTransfer'; input: NftTransferInput }
  | { kind: 'evmRawTransaction'; input: EvmRawTransactionInput }
  | { kind: 'aptosRawTransaction'; input: AptosRawTransactionInput }
  | { kind: 'solanaRawTransaction'; input: SolanaRawTransactionInput }
  | { kind: 'nftCollection'; input: NftCollectionInput }
  | { kind: 'nftMint'; input: NftMintInput };

export type IntentKind = IntentRequest['kind'];

export type LoginMethod = 'google' | 'apple' | 'twitter' | 'email' | 'whatsapp' | 'jwt' | 'onboarding';

/** A session whose private key the BFF keeps (api mode with the session cookie): its public half. */
export type PublicSession = Pick<SessionConfig, 'sessionPubKey' | 'userSWA'>;

export interface AuthState {
  status: 'restoring' | 'logged-out' | 'logged-in';
  session?: SessionConfig | PublicSession;
  clientSWA: string;
  environment: string;
}

export interface SessionInfo {
  session: SessionConfig | PublicSession | null;
  authToken?: string;
  /** What of the session the browser and the BFF each hold, in words. */
  holds?: { browser: string; bff: string };
}

/** The two paged reads (docs/protocol.md §14.11). */
export type HistoryKind = 'orders' | 'activity';
export type HistoryPage = { count: number; items: Order[] } | { count: number; activity: Activity[] };

export interface Supports {
  onboardingModal: boolean;
  apple: boolean;
  twitter: boolean;
  estimate: boolean;
  apiLogs: boolean;
}

export interface Backend {
  readonly mode: 'sdk' | 'api';
  readonly supports: Supports;
  /** The calls this backend made, for the API logs drawer (when `supports.apiLogs`). */
  readonly requestLog?: RequestLog;

  // Login: each resolves once the session is stored.
  sendOtp(contact: string, method: 'email' | 'whatsapp'): Promise<string>;
  resendOtp(contact: string, method: 'email' | 'whatsapp', token: string): Promise<string>;
  verifyOtp(contact: string, method: 'email' | 'whatsapp', otp: string, token: string): Promise<void>;
  loginWithGoogle(): Promise<void>;
  loginWithJwt(jwt: string): Promise<void>;
  loginWithOnboardingModal(): Promise<void>;
  /** Apple / X: exchange the callback's code and log in. */
  loginWithSocialCallback(
    provider: 'apple' | 'twitter',
    params: { code: string; state: string; codeVerifier?: string },
  ): Promise<void>;
  logout(): Promise<void>;
  sessionInfo(): Promise<SessionInfo>;

  // Reads
  getAccount(): Promise<Wallet[]>;
  getChains(): Promise<Chain[]>;
  getTokens(): Promise<Token[]>;
  getPortfolio(): Promise<Portfolio>;
  getPortfolioActivity(): Promise<Activity[]>;
  getPortfolioNFT(): Promise<NftItem[]>;
  getOrdersHistory(filters?: OrderFilters): Promise<Order[]>;
  readContractData(request: ContractReadRequest): Promise<string[]>;
  /** One page of the orders or of the activity (`page` from 1, §14.11) and how many rows there are in all. */
  historyPage(kind: HistoryKind, page: number, size: number): Promise<HistoryPage>;
  /** api mode: the BFF's stream of one order's status changes (docs/protocol.md §18.7). */
  streamOrder?(jobId: string): { next(): Promise<Order>; close(): void };

  // Intents
  execute(request: IntentRequest, feePayer?: string): Promise<Submitted>;
  createUserOp(request: IntentRequest, feePayer?: string): Promise<UserOp>;
  estimate(request: IntentRequest, feePayer?: string): Promise<Estimate>;
  executeAfterEstimate(request: IntentRequest, userOp: UserOp): Promise<Submitted>;
  signUserOp(userOp: UserOp): Promise<UserOp>;
  executeUserOp(userOp: UserOp): Promise<Submitted>;

  // Signing
  signMessage(message: string): Promise<string>;
  signTypedData(typedData: string): Promise<string>;
}

/** A cached read as the pages use it (swr's answer). */
export type Read<T> = SWRResponse<T, Error>;

/**
 * The hooks the pages read and write through. sdk mode: the SDK's own React hooks (`@satchel/sdk/react`: read hooks
 * keyed by the core's query keys, mutation hooks, `useWaitForOrder`); api mode and the stand-in before a mode is
 * loaded: the same state over the `Backend` (backend-hooks.ts). Each returns what the pages need, nothing mode-only.
 */
export interface ModeHooks {
  useChains(): Read<Chain[]>;
  useTokens(): Read<Token[]>;
  usePortfolio(): Read<Portfolio>;
  useNfts(): Read<NftItem[]>;
  useAccounts(): Read<Wallet[]>;
  /** Runs an intent and resolves to its jobId and user operation. */
  useExecute(): (request: IntentRequest, feePayer?: string) => Promise<Submitted>;
  /** Follows the order of `jobId` until it is final (the SDK's `waitForOrder` options). */
  useWaitForOrder(): (jobId: string, options: WaitForOrderOptions) => Promise<Order>;
  useSign(): {
    signMessage(message: string): Promise<string>;
    signTypedData(typedData: string): Promise<string>;
  };
}
