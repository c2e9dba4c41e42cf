import type { SessionConfig } from '@satchel/shared';
import type { RequestLog } from './api/request-log.js';

/**
 * The one seam between the pages and the two demo modes. `SdkBackend` runs the SDK in the browser, `ApiBackend`
 * calls the BFF; both answer the same camelCase shapes, so pages never ask which mode they are in. Mode-only
 * features ask `supports`.
 */

export type Json = unknown;

export interface Chain {
  caipId: string;
  networkName: string;
  chainId: string;
  sponsorshipEnabled?: boolean;
  gsnEnabled?: boolean;
  type?: string;
  logo?: string;
}

export interface Token {
  address: string;
  caipId: string;
  symbol: string;
  name?: string;
  shortName?: string;
  decimals: string | number;
  image?: string;
}

export interface PortfolioToken {
  name?: string;
  symbol: string;
  shortName?: string;
  tokenAddress?: string;
  caipId?: string;
  networkName?: string;
  balance: string;
  holdingsPriceUsdt: string;
  holdingsPriceInr: string;
  aggregationType?: string;
  tokens?: PortfolioToken[] | null;
}

export interface Portfolio {
  aggregatedData?: Record<string, string>;
  groupTokens: PortfolioToken[];
}

export interface NftItem {
  caipId: string;
  networkName?: string;
  entityType: string;
  collectionAddress: string;
  collectionName?: string;
  nftId: string;
  nftName?: string;
  image?: string;
  quantity: string;
}

export interface Order {
  intentId: string;
  intentType: string;
  status: string;
  networkName?: string;
  caipId?: string;
  downstreamTransactionHash: string[];
  transactionHash?: string[];
  details?: Record<string, unknown>;
  reason?: string;
}

export interface OrderFilters {
  intentId?: string;
  status?: string;
  intentType?: string;
}

/** An ERC-4337 v0.7 user operation as strings; `signature` once signed. */
export type UserOp = Record<string, string>;

export interface Estimate {
  details?: Json;
  callData?: Json;
  userOps: UserOp;
}

export type AptosArgument = string | number | boolean | null | Array<string | number | boolean | null>;

export type IntentRequest =
  | { kind: 'tokenTransfer'; input: { caip2Id: string; recipient: string; token: string; amount: string } }
  | {
      kind: 'nftTransfer';
      input: {
        caip2Id: string;
        collectionAddress: string;
        nftId: string;
        recipientWalletAddress: string;
        amount: number;
        nftType: 'ERC721' | 'ERC1155';
      };
    }
  | {
      kind: 'evmRawTransaction';
      input: { caip2Id: string; transaction: { from: string; to: string; data?: string; value?: string } };
    }
  | {
      kind: 'aptosRawTransaction';
      input: {
        caip2Id: string;
        transactions: { function: string; typeArguments: string[]; functionArguments: AptosArgument[] }[];
      };
    }
  | { kind: 'solanaRawTransaction'; input: { caip2Id: string; signer: string; instructions: unknown[] } }
  | {
      kind: 'nftCollection';
      input: {
        caip2Id: string;
        name: string;
        uri: string;
        data: { symbol?: string; description?: string; type?: string; attributes?: string };
      };
    }
  | {
      kind: 'nftMint';
      input: {
        caip2Id: string;
        nftName: string;
        collectionAddress?: string;
        uri: string;
        data: {
          recipientWalletAddress?: string;
          description?: string;
          properties?: { name: string; type: number; value: string }[];
        };
      };
    };

export type IntentKind = IntentRequest['kind'];

export type ContractReadRequest = { caip2Id: string; data: Json };

export type LoginMethod = 'google' | 'apple' | 'twitter' | 'email' | 'whatsapp' | 'jwt' | 'onboarding';

export interface AuthState {
  status: 'restoring' | 'logged-out' | 'logged-in';
  session?: SessionConfig;
  clientSWA: string;
  environment: string;
}

export interface SessionInfo {
  session: SessionConfig | null;
  authToken?: string;
}

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
  getAccount(): Promise<Json[]>;
  getChains(): Promise<Chain[]>;
  getTokens(): Promise<Token[]>;
  getPortfolio(): Promise<Portfolio>;
  getPortfolioActivity(): Promise<Json[]>;
  getPortfolioNFT(): Promise<NftItem[]>;
  getOrdersHistory(filters?: OrderFilters): Promise<Order[]>;
  readContractData(request: ContractReadRequest): Promise<string[]>;

  // Intents
  execute(request: IntentRequest, feePayer?: string): Promise<string>;
  createUserOp(request: IntentRequest, feePayer?: string): Promise<UserOp>;
  estimate(request: IntentRequest, feePayer?: string): Promise<Estimate>;
  executeAfterEstimate(request: IntentRequest, userOp: UserOp): Promise<string>;
  signUserOp(userOp: UserOp): Promise<UserOp>;
  executeUserOp(userOp: UserOp): Promise<string>;

  // Signing
  signMessage(message: string): Promise<string>;
  signTypedData(typedData: string): Promise<string>;
}
