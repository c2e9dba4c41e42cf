import { AUTH_FRAME, AUTH_UI, WEBVIEW_CHANNELS } from '@satchel/shared';
import type { AuthClient } from '../auth-client.js';
import { AuthFrameError, messageOf } from '../auth-frame-error.js';
import { loginWithGooglePopup } from '../google/login-with-google-popup.js';
import { isAllowedOrigin, originOf } from './is-allowed-origin.js';
import { openModalDom, type ModalDom } from './modal-dom.js';
import { buildModalUrl } from './modal-url.js';
import { handlePageRequest, type RequestContext } from './page-requests.js';
import { parsePageMessage, type PageRequest } from './parse-page-message.js';
import { resolveUiConfig, type Appearance, type UiConfig } from './ui-config.js';
import { warn } from './warn.js';

/**
 * Callbacks of the auth modal (see the outcome table in README-react.md).
 * @example
 * const callbacks: AuthCallbacks = { onSuccess: (userSWA) => setUser(userSWA), onError: (e) => setError(e.message) };
 * await authenticateWithModal(client, callbacks);
 */
export interface AuthCallbacks {
  /** A login succeeded, with the user's smart wallet address. */
  onSuccess?: (userSWA: string) => void;
  /** A step failed; the modal may stay open for a retry. */
  onError?: (error: Error) => void;
  /** The user closed the modal. */
  onClose?: () => void;
}

/**
 * Options of `new AuthWebView(client, callbacks, options)`.
 * @example
 * const view = new AuthWebView(client, {}, { requestTimeoutMs: 10_000, closeDelayMs: 500 });
 */
export interface AuthWebViewOptions {
  appearance?: Appearance;
  /** Pending SDK → page requests fail with `Request timeout` after this long (default 30000 ms). */
  requestTimeoutMs?: number;
  /** Delay before the modal closes after an OTP login or a Google failure (default 1000 ms). */
  closeDelayMs?: number;
}

interface Pending {
  resolve: (data: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The hosted auth modal (docs/protocol.md §16.1–16.5): frames the onboarding page, answers its requests, and offers the
 * SDK → page request and info channels. `open()` resolves to the userSWA.
 * @example
 * const view = new AuthWebView(client, { onError: console.error });
 * const userSWA = await view.open();
 */
export class AuthWebView implements RequestContext {
  readonly uiConfig: UiConfig;
  readonly closeDelayMs: number;
  readonly #requestTimeoutMs: number;
  readonly #callbacks: AuthCallbacks;
  readonly #pending = new Map<string, Pending>();
  readonly #listener = (event: MessageEvent) => this.#onMessage(event);
  #dom: ModalDom | undefined;
  #pageOrigin = '';
  #settled = false;
  #resolveResult!: (userSWA: string) => void;
  #rejectResult!: (error: AuthFrameError) => void;
  readonly result: Promise<string>;

  constructor(
    readonly client: AuthClient,
    callbacks: AuthCallbacks = {},
    options: AuthWebViewOptions = {},
  ) {
    this.#callbacks = callbacks;
    this.uiConfig = resolveUiConfig(options.appearance);
    this.#requestTimeoutMs = options.requestTimeoutMs ?? AUTH_UI.webviewRequestTimeoutMs;
    this.closeDelayMs = options.closeDelayMs ?? AUTH_UI.webviewCloseDelayMs;
    this.result = new Promise<string>((resolve, reject) => {
      this.#resolveResult = resolve;
      this.#rejectResult = reject;
    });
  }

  get isOpen(): boolean {
    return this.#dom !== undefined && !this.#settled;
  }

  get frame(): HTMLIFrameElement | undefined {
    return this.#dom?.iframe;
  }

  /** Opens the modal; the returned promise is `result`. */
  open(): Promise<string> {
    const authPageUrl = this.client.envConfig.authPageUrl;
    if (!authPageUrl) {
      const error = new AuthFrameError(AUTH_FRAME.authPageNotConfigured);
      this.#settle(() => this.#rejectResult(error));
      this.#callbacks.onError?.(error);
      return this.result;
    }
    const url = buildModalUrl(authPageUrl, window.location.origin);
    const origin = originOf(url);
    if (!origin || !isAllowedOrigin(origin, this.client.envConfig.allowList)) {
      const error = new AuthFrameError(AUTH_FRAME.webViewFailedToOpen, { details: { url } });
      this.#callbacks.onError?.(error);
      this.#settle(() => this.#rejectResult(new AuthFrameError(AUTH_FRAME.authenticationFailed, { error })));
      return this.result;
    }
    this.#pageOrigin = origin;
    window.addEventListener('message', this.#listener);
    this.#dom = openModalDom(url, () => this.cancel());
    return this.result;
  }

  /** SDK → page request (§16.4): resolves with the reply's `data` once a `responseChannel` reply with its id comes. */
  request(method: string, data: unknown): Promise<Record<string, unknown>> {
    if (!this.isOpen) return Promise.reject(new AuthFrameError(AUTH_FRAME.webViewNotAvailable));
    const id = crypto.randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new AuthFrameError(AUTH_FRAME.requestTimeout, { details: { id, method } }));
      }, this.#requestTimeoutMs);
      this.#pending.set(id, { resolve, reject, timer });
      this.#post({ id, method, data, channel: WEBVIEW_CHANNELS.request });
    });
  }

  /** Fire-and-forget SDK → page message (§16.4). */
  info(method: string, data: unknown): void {
    if (!this.isOpen) return warn(this.client, AUTH_FRAME.cannotSendInfo);
    this.#post({ id: crypto.randomUUID(), method, data, channel: WEBVIEW_CHANNELS.info });
  }

  /** Answers a page → SDK request (§16.4) with `data`. */
  respond(request: PageRequest, data: Record<string, unknown>): void {
    this.#post(JSON.stringify({ id: request.id, method: request.method, data }));
  }

  /** Answers a page → SDK request (§16.4) with an error text. */
  respondError(request: PageRequest, text: string): void {
    this.#post({
      id: request.id,
      method: request.method,
      data: JSON.stringify({ data: request.data }),
      error: text,
    });
  }

  succeed(userSWA: string, delayMs: number): void {
    if (!this.#settle(() => this.#resolveResult(userSWA), delayMs)) return;
    this.#callbacks.onSuccess?.(userSWA);
  }

  fail(error: Error, delayMs: number): void {
    if (
      !this.#settle(
        () => this.#rejectResult(new AuthFrameError(AUTH_FRAME.authenticationFailed, { error })),
        delayMs,
      )
    )
      return;
    this.#callbacks.onError?.(error);
  }

  report(error: Error): void {
    this.#callbacks.onError?.(error);
  }

  /** Closes with the fade, fires `onClose` and rejects `Authentication canceled by the user`. */
  cancel(): void {
    if (
      !this.#settle(
        () => this.#rejectResult(new AuthFrameError(AUTH_FRAME.canceledByUser, { code: 'AUTH_CANCELED' })),
        0,
        true,
      )
    )
      return;
    this.#callbacks.onClose?.();
  }

  /**
   * Removes the modal at once without any callback (the owner already knows: a component unmounting, or React's
   * development double effects); the promise rejects `Authentication canceled by the user`.
   */
  dispose(): void {
    this.#settle(() =>
      this.#rejectResult(new AuthFrameError(AUTH_FRAME.canceledByUser, { code: 'AUTH_CANCELED' })),
    );
  }

  /** The page's Google button: runs the Google pop-up login; resolves to the userSWA. */
  loginWithGoogle(): Promise<string> {
    return loginWithGooglePopup(this.client);
  }

  /** The page's paste button: the clipboard's text, or `''` where it cannot be read. */
  async readClipboard(): Promise<string> {
    return (await navigator.clipboard?.readText?.()) ?? '';
  }

  #post(message: unknown): void {
    this.#dom?.iframe.contentWindow?.postMessage(message, this.#pageOrigin);
  }

  /**
   * Only the frame this modal opened may drive it: `event.source` must be its window and `event.origin` its origin.
   * Any other window, even one of another allow-listed origin (the okto profile's hosted page behind a platformUrl,
   * §2.2), could otherwise make the SDK send codes or log in; it is ignored with §16.2's warning.
   */
  #onMessage(event: MessageEvent): void {
    const frameWindow = this.#dom?.iframe.contentWindow;
    if (!frameWindow || event.source !== frameWindow || event.origin !== this.#pageOrigin) {
      warn(this.client, AUTH_FRAME.untrustedOrigin, event.origin);
      return;
    }
    const message = parsePageMessage(event.data);
    if (!message) return;
    if (message.kind === 'request') return void handlePageRequest(this, message.request);
    const pending = typeof message.id === 'string' ? this.#pending.get(message.id) : undefined;
    if (pending) return this.#settlePending(message.id as string, pending, message.data);
    this.#endFromResponse(message.data);
  }

  #settlePending(id: string, pending: Pending, data: unknown): void {
    clearTimeout(pending.timer);
    this.#pending.delete(id);
    if (!data || typeof data !== 'object' || !('status' in data)) {
      return pending.reject(new AuthFrameError(AUTH_FRAME.invalidResponseData, { details: data }));
    }
    const reply = data as Record<string, unknown>;
    if (reply.status === 'error')
      return pending.reject(new AuthFrameError(messageOf(reply, AUTH_FRAME.requestFailed)));
    pending.resolve(reply);
  }

  /** A `responseChannel` message that answers no pending request ends the flow (§16.2). */
  #endFromResponse(data: unknown): void {
    const reply = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    if (reply.status === 'success') {
      const userSWA = [reply.token, reply.userSWA].find((v): v is string => typeof v === 'string') ?? '';
      return this.succeed(userSWA, 0);
    }
    if (reply.status === 'error')
      this.fail(new AuthFrameError(messageOf(reply, AUTH_FRAME.authenticationFailed)), 0);
  }

  /**
   * Settles once: removes the listener, fails pending requests, runs `outcome`, and removes the modal after
   * `delayMs` (with the close fade when `fade`). Returns false if already settled.
   */
  #settle(outcome: () => void, delayMs = 0, fade = false): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    window.removeEventListener('message', this.#listener);
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(id);
      pending.reject(new AuthFrameError(AUTH_FRAME.webViewNotAvailable));
    }
    outcome();
    const dom = this.#dom;
    if (dom) {
      if (delayMs > 0) setTimeout(() => dom.remove(fade), delayMs);
      else dom.remove(fade);
    }
    return true;
  }
}
