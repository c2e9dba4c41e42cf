import {
  aptosRawTransaction,
  evmRawTransaction,
  getAccount,
  getChains,
  getOrdersHistory,
  getPortfolio,
  getPortfolioActivity,
  getPortfolioNFT,
  getTokens,
  nftCollectionCreation,
  nftMint,
  nftTransfer,
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftTransfer,
  prepareTokenTransfer,
  readContractData,
  tokenTransfer,
  unwrap,
  type SatchelClient,
} from '@satchel/sdk';
import { authenticateWithModal, loginWithGooglePopup } from '@satchel/sdk/react';
import { DEMO, SDK } from '@satchel/shared';
import { assertNotSolana } from '../solana-guard.js';
import type {
  Backend,
  Chain,
  ContractReadRequest,
  Estimate,
  IntentRequest,
  NftItem,
  Order,
  OrderFilters,
  Portfolio,
  SessionInfo,
  Token,
  UserOp,
} from '../types.js';

type OtpMethod = 'email' | 'whatsapp';

/** The modal rejects with `{message}` objects, not Errors. */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(String((error as { message?: string } | undefined)?.message ?? error));
}

/** sdk mode: the SDK runs in this browser; its React layer persists the session (`satchel_session`). */
export class SdkBackend implements Backend {
  readonly mode = 'sdk' as const;
  readonly supports = {
    onboardingModal: true,
    apple: false,
    twitter: false,
    estimate: false,
    apiLogs: false,
  };

  constructor(
    private readonly client: SatchelClient,
    private readonly clearSession: () => void,
  ) {}

  async sendOtp(contact: string, method: OtpMethod): Promise<string> {
    const data = (await this.client.sendOTP(contact, method)) as { token?: string };
    if (!data?.token) throw new Error(SDK.sendOtpTokenMissing);
    return data.token;
  }

  async resendOtp(contact: string, method: OtpMethod, token: string): Promise<string> {
    const data = (await this.client.resendOTP(contact, token, method)) as { token?: string };
    if (!data?.token) throw new Error(SDK.resendOtpTokenMissing);
    return data.token;
  }

  async verifyOtp(contact: string, method: OtpMethod, otp: string, token: string): Promise<void> {
    if (method === 'email') unwrap(await this.client.loginUsingEmail(contact, otp, token));
    else unwrap(await this.client.loginUsingWhatsApp(contact, otp, token));
  }

  async loginWithGoogle(): Promise<void> {
    await loginWithGooglePopup(this.client);
  }

  async loginWithJwt(jwt: string): Promise<void> {
    unwrap(await this.client.loginUsingJWTAuthentication(jwt));
  }

  /** Resolves once the hosted modal has logged the user in; rejects when it fails or is closed. */
  async loginWithOnboardingModal(): Promise<void> {
    try {
      await authenticateWithModal(this.client);
    } catch (error) {
      throw toError(error);
    }
  }

  async loginWithSocialCallback(): Promise<void> {
    throw new Error(DEMO.loginNotSupportedInSdkMode);
  }

  async logout(): Promise<void> {
    this.clearSession();
  }

  async sessionInfo(): Promise<SessionInfo> {
    const session = this.client.getSessionConfig() ?? null;
    return { session, authToken: session ? await this.client.getAuthorizationToken() : undefined };
  }

  // ---- reads (the SDK answers camelCase already)

  getAccount = async () => (await getAccount(this.client)) as unknown[];
  getChains = async () => (await getChains(this.client)) as Chain[];
  getTokens = async () => (await getTokens(this.client)) as Token[];
  getPortfolio = async () => (await getPortfolio(this.client)) as Portfolio;
  getPortfolioActivity = async () => (await getPortfolioActivity(this.client)) as unknown[];
  getPortfolioNFT = async () => (await getPortfolioNFT(this.client)) as NftItem[];
  getOrdersHistory = async (filters: OrderFilters = {}) =>
    (await getOrdersHistory(this.client, filters as never)) as Order[];
  readContractData = async (request: ContractReadRequest) =>
    (await readContractData(this.client, request as never)) as string[];

  // ---- intents

  async execute(request: IntentRequest, feePayer?: string): Promise<string> {
    assertNotSolana(request);
    const c = this.client;
    switch (request.kind) {
      case 'tokenTransfer':
        return tokenTransfer(
          c,
          { ...request.input, amount: BigInt(request.input.amount) } as never,
          feePayer as never,
        );
      case 'nftTransfer':
        return nftTransfer(c, request.input as never, feePayer as never);
      case 'evmRawTransaction':
        return evmRawTransaction(c, toEvmInput(request.input) as never, feePayer as never);
      case 'aptosRawTransaction':
        return aptosRawTransaction(c, request.input as never, feePayer as never);
      case 'nftCollection':
        return nftCollectionCreation(c, request.input as never, feePayer as never);
      case 'nftMint':
        return nftMint(c, request.input as never, feePayer as never);
      case 'solanaRawTransaction':
        throw new Error(DEMO.solanaUserOpNotImplemented);
    }
  }

  async createUserOp(request: IntentRequest, feePayer?: string): Promise<UserOp> {
    assertNotSolana(request);
    const c = this.client;
    switch (request.kind) {
      case 'tokenTransfer':
        return toUserOp(
          await prepareTokenTransfer(
            c,
            { ...request.input, amount: BigInt(request.input.amount) } as never,
            feePayer as never,
          ),
        );
      case 'nftTransfer':
        return toUserOp(await prepareNftTransfer(c, request.input as never, feePayer as never));
      case 'evmRawTransaction':
        return toUserOp(
          await prepareEvmRawTransaction(c, toEvmInput(request.input) as never, feePayer as never),
        );
      case 'aptosRawTransaction':
        return toUserOp(await prepareAptosRawTransaction(c, request.input as never, feePayer as never));
      case 'solanaRawTransaction':
        throw new Error(DEMO.solanaUserOpNotImplemented);
      default:
        throw new Error(SDK.notImplemented);
    }
  }

  async estimate(): Promise<Estimate> {
    throw new Error(SDK.notImplemented);
  }

  async executeAfterEstimate(): Promise<string> {
    throw new Error(SDK.notImplemented);
  }

  signUserOp = async (userOp: UserOp) => toUserOp(await this.client.signUserOp(userOp));
  executeUserOp = async (userOp: UserOp) => (await this.client.executeUserOp(userOp as never)) as string;

  // ---- signing

  async signMessage(message: string): Promise<string> {
    return unwrap(await this.client.signMessage(message));
  }

  async signTypedData(typedData: string): Promise<string> {
    // Spec §5: typed data is parsed as JSON in sdk mode; invalid JSON raises an error that is shown.
    return unwrap(await this.client.signTypedData(JSON.parse(typedData)));
  }
}

/** SDK operations are plain objects of strings; the demo keeps them as records. */
const toUserOp = (op: object): UserOp => ({ ...op }) as UserOp;

/** The SDK takes the EVM value as a bigint (wei); the form holds text. */
function toEvmInput(input: {
  caip2Id: string;
  transaction: { from: string; to: string; data?: string; value?: string };
}) {
  const { value, data, ...rest } = input.transaction;
  return {
    caip2Id: input.caip2Id,
    transaction: {
      ...rest,
      ...(data ? { data } : {}),
      ...(value !== undefined && value !== '' ? { value: BigInt(value) } : {}),
    },
  };
}
