import { OTP, SDK, type SessionConfig } from '@satchel/shared';
import { DEMO } from '../../lib/demo-messages.js';
import type { DemoConfig } from '../../config/config-store.js';
import { loginWithGoogleViaBff } from '../oauth/google-popup.js';
import type {
  Activity,
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
  Submitted,
  Token,
  UserOp,
  Wallet,
  HistoryKind,
  HistoryPage,
} from '../types.js';
import { apiSessionStore } from './api-session.js';
import { readKeptSession } from './kept-session.js';
import { readApiSession } from './read-api-session.js';
import { intentRoute } from './intent-body.js';
import { postJson } from './post-json.js';
import { openOrderStream } from './order-stream.js';
import { SessionRequestLog } from './session-request-log.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import { sessionBearerToken } from './session-bearer-token.js';
import { SUPPORTS } from '../supports.js';

/** One log for the browser session (reloads included), so the drawer keeps its entries. */
export const apiRequestLog = new SessionRequestLog(STORAGE_KEYS.apiLog);

type OtpMethod = 'email' | 'whatsapp';

/**
 * api mode: every call goes to the BFF (docs/protocol.md §18). The session lives in this browser and is sent along,
 * or, with the config's `apiSession: 'bff'`, on the BFF behind its HttpOnly cookie (§18.5).
 */
export class ApiBackend implements Backend {
  readonly mode = 'api' as const;
  readonly supports = SUPPORTS.api;
  readonly requestLog = apiRequestLog;
  private readonly log = apiRequestLog;

  /** The session lives on the BFF behind its cookie, not in this browser. */
  private readonly keptByBff: boolean;

  constructor(private readonly config: DemoConfig) {
    this.keptByBff = config.apiSession === 'bff';
  }

  private post(path: string, body: unknown, headers?: Record<string, string>) {
    return postJson(this.log, this.url(path), body, { withCookie: this.keptByBff, headers });
  }

  private url(path: string) {
    return `${this.config.apiUrl}/api/${path}`;
  }

  /** The config's client credentials (sandbox BFFs honour them); none in a build without a key: the BFF's own. */
  private get client() {
    const { clientPrivateKey, clientSWA } = this.config;
    return clientPrivateKey ? { client_swa: clientSWA, client_pk: clientPrivateKey } : {};
  }

  /** Sent in the body; none when the BFF keeps the session (its cookie stands in for it). */
  private get sessionConfig(): SessionConfig | undefined {
    return this.keptByBff ? undefined : readApiSession();
  }

  private async data<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const envelope = await this.post(path, body);
    if (envelope.data === undefined) throw new Error(SDK.responseDataMissing);
    return envelope.data as T;
  }

  private explorer<T>(name: string, extra: Record<string, unknown> = {}): Promise<T> {
    return this.data<T>(`explorer/${name}`, { sessionConfig: this.sessionConfig, ...extra });
  }

  // ---- login

  private otpContact(contact: string, method: OtpMethod) {
    return method === 'email'
      ? { email: contact }
      : { whatsapp_number: contact, country_short_name: OTP.countryShortName };
  }

  async sendOtp(contact: string, method: OtpMethod): Promise<string> {
    const data = await this.data<{ token?: string }>(`auth/${method}/otp`, {
      ...this.otpContact(contact, method),
      ...this.client,
    });
    if (!data.token) throw new Error(SDK.sendOtpTokenMissing);
    return data.token;
  }

  async resendOtp(contact: string, method: OtpMethod, token: string): Promise<string> {
    const data = await this.data<{ token?: string }>(`auth/${method}/otp`, {
      ...this.otpContact(contact, method),
      ...this.client,
      token,
    });
    if (!data.token) throw new Error(SDK.resendOtpTokenMissing);
    return data.token;
  }

  async verifyOtp(contact: string, method: OtpMethod, otp: string, token: string): Promise<void> {
    const data = await this.data<{ authToken?: string }>(`auth/${method}/verify-otp`, {
      ...this.otpContact(contact, method),
      otp,
      token,
      ...this.client,
    });
    if (!data.authToken) throw new Error(SDK.authTokenNotReceived);
    await this.authenticate(data.authToken, 'satchel');
  }

  private async authenticate(idToken: string, provider: string): Promise<string> {
    const body = { idToken, provider, ...this.client };
    if (this.keptByBff) {
      const envelope = await this.post('auth/authenticate', body, { 'Satchel-Session': 'cookie' });
      const kept = envelope.sessionCookie as { sessionPubKey?: string; userSWA?: string } | undefined;
      if (!kept?.sessionPubKey || !kept.userSWA) throw new Error(SDK.authResponseDataMissing);
      apiSessionStore.write(undefined);
      apiSessionStore.writeKept({ sessionPubKey: kept.sessionPubKey, userSWA: kept.userSWA });
      return kept.userSWA;
    }
    const envelope = await this.post('auth/authenticate', body);
    const session = envelope.sessionConfig as SessionConfig | undefined;
    if (!session?.sessionPrivKey) throw new Error(SDK.authResponseDataMissing);
    apiSessionStore.writeKept(undefined);
    apiSessionStore.write(session);
    return session.userSWA;
  }

  async loginWithGoogle(): Promise<void> {
    await loginWithGoogleViaBff((idToken) => this.authenticate(idToken, 'google'));
  }

  async loginWithJwt(jwt: string): Promise<void> {
    await this.authenticate(jwt, 'jwt');
  }

  async loginWithOnboardingModal(): Promise<void> {
    throw new Error(DEMO.notImplemented);
  }

  async loginWithSocialCallback(
    provider: 'apple' | 'twitter',
    { code, state, codeVerifier }: { code: string; state: string; codeVerifier?: string },
  ): Promise<void> {
    const body = provider === 'apple' ? { code, state } : { code, state, code_verifier: codeVerifier };
    const data = await this.data<Record<string, string>>(`auth/callback/${provider}`, body);
    const token =
      provider === 'apple' ? (data.id_token ?? data.idToken) : (data.access_token ?? data.accessToken);
    if (!token) throw new Error(SDK.noIdToken);
    await this.authenticate(token, provider);
  }

  async logout(): Promise<void> {
    // The BFF ends the session on the platform and forgets a kept one (§18.5); a failure still logs this browser out.
    const session = this.sessionConfig;
    if (this.keptByBff || session)
      await this.post('auth/logout', session ? { sessionConfig: session } : {}).catch(() => undefined);
    apiSessionStore.write(undefined);
    apiSessionStore.writeKept(undefined);
  }

  async sessionInfo(): Promise<SessionInfo> {
    if (this.keptByBff)
      return {
        session: readKeptSession() ?? null,
        holds: {
          browser:
            'The session public key and wallet only; the session cookie is HttpOnly (no script can read it)',
          bff: 'The session private key, encrypted (AES-256-GCM) in its shared store, until logout or expiry',
        },
      };
    const session = this.sessionConfig ?? null;
    return {
      session,
      authToken: session ? await sessionBearerToken(session) : undefined,
      holds: {
        browser: 'The whole session, private key included (localStorage), sent in every request body',
        bff: 'Nothing between requests',
      },
    };
  }

  // ---- reads

  getAccount = () => this.explorer<Wallet[]>('account');
  getChains = async () => (await this.explorer<{ network: Chain[] }>('chains')).network;
  getTokens = async () => (await this.explorer<{ tokens: Token[] }>('tokens')).tokens;
  getPortfolio = () => this.explorer<Portfolio>('portfolio');
  getPortfolioActivity = async () =>
    (await this.explorer<{ activity: Activity[] }>('portfolio-activity')).activity;
  getPortfolioNFT = async () => (await this.explorer<{ details: NftItem[] }>('portfolio-nft')).details;

  async getOrdersHistory(filters: OrderFilters = {}): Promise<Order[]> {
    const { items } = await this.explorer<{ items: Order[] }>('order-history', { ...filters });
    // Spec §7: api mode filters the items by intent id itself.
    return filters.intentId
      ? items.filter((o) => o.intentId.toLowerCase() === filters.intentId!.toLowerCase())
      : items;
  }

  historyPage = (kind: HistoryKind, page: number, size: number) =>
    this.explorer<HistoryPage>(kind === 'orders' ? 'order-history' : 'portfolio-activity', { page, size });

  /** The order of `jobId` as server-sent events (§18.7): what api mode follows orders with, instead of polling. */
  streamOrder(jobId: string) {
    return openOrderStream({
      url: this.url('explorer/order-stream'),
      body: { sessionConfig: this.sessionConfig, intentId: jobId, ...this.client },
      withCookie: this.keptByBff,
      log: this.log,
    });
  }

  readContractData = (request: ContractReadRequest) =>
    this.explorer<string[]>('read-contract-data', { ...request });

  // ---- intents

  private intentBody(request: IntentRequest, feePayer?: string) {
    const { family, fields } = intentRoute(request);
    const body = {
      ...fields,
      sessionConfig: this.sessionConfig,
      ...this.client,
      ...(feePayer ? { feePayerAddress: feePayer } : {}),
    };
    return { family, body };
  }

  /** An executed order's answer (§18.4): the jobId, and the user operation's hash and explorer page. */
  private submitted(data: Partial<Submitted>): Submitted {
    if (!data.jobId) throw new Error(DEMO.noJobIdFromApi);
    const { hash, explorerUrl } = data.userOperation ?? {};
    return { jobId: data.jobId, ...(hash && { userOperation: { hash, explorerUrl } }) };
  }

  async execute(request: IntentRequest, feePayer?: string): Promise<Submitted> {
    const { family, body } = this.intentBody(request, feePayer);
    return this.submitted(await this.data(`intent/${family}`, body));
  }

  async createUserOp(request: IntentRequest, feePayer?: string): Promise<UserOp> {
    const { family, body } = this.intentBody(request, feePayer);
    return this.data<UserOp>(`intent/${family}/createUserOp`, body);
  }

  async estimate(request: IntentRequest, feePayer?: string): Promise<Estimate> {
    const { family, body } = this.intentBody(request, feePayer);
    return this.data<Estimate>(`intent/${family}/estimate`, body);
  }

  async executeAfterEstimate(request: IntentRequest, userOp: UserOp): Promise<Submitted> {
    const { family } = intentRoute(request);
    return this.submitted(
      await this.data(`intent/${family}/executeAfterEstimate`, { userOp, sessionConfig: this.sessionConfig }),
    );
  }

  signUserOp = (userOp: UserOp) =>
    this.data<UserOp>('intent/signUserOp', { userOp, sessionConfig: this.sessionConfig });

  async executeUserOp(userOp: UserOp): Promise<Submitted> {
    return this.submitted(
      await this.data('intent/executeUserOp', { userOp, sessionConfig: this.sessionConfig }),
    );
  }

  // ---- signing

  async signMessage(message: string): Promise<string> {
    return (
      await this.data<{ signature: string }>('intent/signMessage', {
        message,
        sessionConfig: this.sessionConfig,
      })
    ).signature;
  }

  async signTypedData(typedData: string): Promise<string> {
    return (
      await this.data<{ signature: string }>('intent/signTypedData', {
        data: typedData,
        sessionConfig: this.sessionConfig,
      })
    ).signature;
  }
}
