import {
  getAccount,
  getChains,
  getOrdersHistory,
  getOrdersPage,
  getPortfolio,
  getPortfolioActivity,
  getPortfolioActivityPage,
  getPortfolioNFT,
  getTokens,
  locateUserOperation,
  logout,
  readContractData,
  unwrap,
  type SatchelClient,
} from '@satchel/sdk';
import { authenticateWithModal, loginWithGooglePopup } from '@satchel/sdk/react';
import { SDK } from '@satchel/shared';
import { DEMO } from '../../lib/demo-messages.js';
import type {
  Backend,
  ContractReadRequest,
  Estimate,
  IntentRequest,
  OrderFilters,
  SessionInfo,
  Submitted,
  UserOp,
  HistoryKind,
  HistoryPage,
} from '../types.js';
import { SUPPORTS } from '../supports.js';
import { prepareIntent, runIntent } from './run-intent.js';

type OtpMethod = 'email' | 'whatsapp';

/** The modal rejects with `{message}` objects, not Errors. */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(String((error as { message?: string } | undefined)?.message ?? error));
}

/**
 * sdk mode: the SDK runs in this browser; its React layer persists the session (`satchel_session`). The client key
 * is the config's, or the BFF's behind its signing route (`signerUrl`).
 */
export class SdkBackend implements Backend {
  readonly mode = 'sdk' as const;
  readonly supports = SUPPORTS.sdk;

  /** `signerUrl`: the BFF's client-signing route that signs for the client, when this build has no client key. */
  constructor(
    private readonly client: SatchelClient,
    private readonly clearSession: () => void,
    private readonly signerUrl?: string,
  ) {}

  async sendOtp(contact: string, method: OtpMethod): Promise<string> {
    const data = await this.client.sendOTP(contact, method);
    if (!data?.token) throw new Error(SDK.sendOtpTokenMissing);
    return data.token;
  }

  async resendOtp(contact: string, method: OtpMethod, token: string): Promise<string> {
    const data = await this.client.resendOTP(contact, token, method);
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
    // Ends the session on the platform too (docs/protocol.md §6.3); it clears the client whatever the platform
    // answers, and a failure still logs this browser out (the provider's logout then resets its state).
    await logout(this.client).catch(() => undefined);
    this.clearSession();
  }

  async sessionInfo(): Promise<SessionInfo> {
    const session = this.client.getSessionConfig() ?? null;
    return {
      session,
      authToken: session ? await this.client.getAuthorizationToken() : undefined,
      holds: this.signerUrl
        ? {
            browser: 'The whole session, private key included (localStorage); no client private key',
            bff: `The client private key: it signs OTP requests, session authorizations and paymaster data, checked first (${this.signerUrl})`,
          }
        : {
            browser:
              'The whole session, private key included (localStorage), and the client private key (the config, in the bundle)',
            bff: 'Nothing: the SDK calls the platform itself',
          },
    };
  }

  // ---- reads (the SDK answers camelCase already)

  getAccount = () => getAccount(this.client);
  getChains = () => getChains(this.client);
  getTokens = () => getTokens(this.client);
  getPortfolio = () => getPortfolio(this.client);
  getPortfolioActivity = () => getPortfolioActivity(this.client);
  getPortfolioNFT = () => getPortfolioNFT(this.client);
  getOrdersHistory = (filters: OrderFilters = {}) => getOrdersHistory(this.client, filters);
  historyPage = (kind: HistoryKind, page: number, size: number): Promise<HistoryPage> =>
    kind === 'orders'
      ? getOrdersPage(this.client, { page, size })
      : getPortfolioActivityPage(this.client, { page, size });
  readContractData = (request: ContractReadRequest) => readContractData(this.client, request);

  // ---- intents

  execute = (request: IntentRequest, feePayer?: string) => runIntent(this.client, request, feePayer);

  createUserOp = (request: IntentRequest, feePayer?: string): Promise<UserOp> =>
    prepareIntent(this.client, request, feePayer);

  async estimate(): Promise<Estimate> {
    throw new Error(DEMO.notImplemented);
  }

  async executeAfterEstimate(): Promise<Submitted> {
    throw new Error(DEMO.notImplemented);
  }

  signUserOp = (userOp: UserOp) => this.client.signUserOp(userOp);
  async executeUserOp(userOp: UserOp): Promise<Submitted> {
    const jobId = await this.client.executeUserOp(userOp);
    return { jobId, userOperation: { hash: locateUserOperation(this.client, userOp).hash } };
  }

  // ---- signing

  async signMessage(message: string): Promise<string> {
    return unwrap(await this.client.signMessage(message));
  }

  async signTypedData(typedData: string): Promise<string> {
    // Spec §5: typed data is parsed as JSON in sdk mode; invalid JSON raises an error that is shown.
    return unwrap(await this.client.signTypedData(JSON.parse(typedData)));
  }
}
