/**
 * `@satchel/sdk/react`: provider, hooks and the browser auth surfaces (hosted modal, Google pop-up and button).
 * Importing it touches no `window`: everything browser-only runs inside effects or calls.
 */
export {
  SatchelProvider,
  type SatchelConfig,
  type SatchelProviderProps,
} from './provider/satchel-provider.js';
export type { SessionStatus, SatchelContextValue } from './provider/satchel-context.js';
export type { StoredSession } from './provider/session-storage.js';
export { useSatchel } from './hooks/use-satchel.js';
export { useSession, type SessionState } from './hooks/use-session.js';
export { useChains } from './hooks/use-chains.js';
export { useTokens } from './hooks/use-tokens.js';
export { usePortfolio } from './hooks/use-portfolio.js';
export { useNfts } from './hooks/use-nfts.js';
export { useOrders, hasPendingOrder, type UseOrdersOptions } from './hooks/use-orders.js';
export { authenticateWithModal, authenticateWithWebView } from './webview/authenticate-with-modal.js';
export { AuthWebView, type AuthCallbacks, type AuthWebViewOptions } from './webview/auth-web-view.js';
export { buildModalUrl } from './webview/modal-url.js';
export { defaultUiConfig, resolveUiConfig, type Appearance, type UiConfig } from './webview/ui-config.js';
export { AuthModal, type AuthModalProps } from './components/auth-modal.js';
export { loginWithGooglePopup, type GooglePopupOptions } from './google/login-with-google-popup.js';
export { buildGooglePopupUrl } from './google/google-popup-url.js';
export {
  GoogleSignInButton,
  type GoogleSignInButtonProps,
  type GoogleButtonSize,
} from './google/google-sign-in-button.js';
export { AuthFrameError } from './auth-frame-error.js';
export type { AuthClient, AuthEnvConfig, OtpMethod } from './auth-client.js';
