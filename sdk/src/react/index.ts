/**
 * `@satchel/sdk/react`: provider, hooks and the browser auth surfaces (hosted modal, Google pop-up and button).
 * Importing it touches no `window`: everything browser-only runs inside effects or calls. `'use client'`: in a React
 * Server Components app (Next.js App Router) every export is a client reference, so a Server Component can render
 * `<SatchelProvider config>` with a plain config object, and never loads the hooks (nor swr's server build).
 */
'use client';

export {
  SatchelProvider,
  type SatchelConfig,
  type SatchelProviderProps,
} from './provider/satchel-provider.js';
export { SatchelContext, type SessionStatus, type SatchelContextValue } from './provider/satchel-context.js';
export type { StoredSession } from './provider/session-storage.js';
export { useSatchel } from './hooks/use-satchel.js';
export { useSession, type SessionState } from './hooks/use-session.js';
export { useChains } from './hooks/use-chains.js';
export { useTokens } from './hooks/use-tokens.js';
export { usePortfolio } from './hooks/use-portfolio.js';
export { useNfts } from './hooks/use-nfts.js';
export { useOrders, hasPendingOrder, type UseOrdersOptions } from './hooks/use-orders.js';
export { useAccount } from './hooks/use-account.js';
export { usePortfolioActivity } from './hooks/use-portfolio-activity.js';
export { useOrdersPages } from './hooks/use-orders-pages.js';
export { usePortfolioActivityPages } from './hooks/use-portfolio-activity-pages.js';
export type { PagesOptions, PagesResult } from './hooks/use-satchel-pages.js';
export { useNftCollections } from './hooks/use-nft-collections.js';
export {
  useSatchelMutation,
  type MutationOptions,
  type MutationResult,
  type MutationState,
  type MutationStatus,
} from './hooks/use-satchel-mutation.js';
export type { ReadOptions } from './hooks/use-satchel-read.js';
export type { IntentMutationOptions } from './hooks/use-intent-mutation.js';
export { useSendOtp } from './hooks/use-send-otp.js';
export { useResendOtp } from './hooks/use-resend-otp.js';
export { useLoginWithEmail } from './hooks/use-login-with-email.js';
export { useLoginWithWhatsApp } from './hooks/use-login-with-whatsapp.js';
export { useLoginWithOAuth } from './hooks/use-login-with-oauth.js';
export { useLoginWithJwt } from './hooks/use-login-with-jwt.js';
export { useLoginWithGoogle } from './hooks/use-login-with-google.js';
export { useLoginWithModal } from './hooks/use-login-with-modal.js';
export { useLogout } from './hooks/use-logout.js';
export { useSignMessage } from './hooks/use-sign-message.js';
export { useSignTypedData } from './hooks/use-sign-typed-data.js';
export { useTokenTransfer } from './hooks/use-token-transfer.js';
export { useNftTransfer } from './hooks/use-nft-transfer.js';
export { useNftCollectionCreation } from './hooks/use-nft-collection-creation.js';
export { useNftMint } from './hooks/use-nft-mint.js';
export { useEvmRawTransaction } from './hooks/use-evm-raw-transaction.js';
export { useAptosRawTransaction } from './hooks/use-aptos-raw-transaction.js';
export { useSolanaRawTransaction } from './hooks/use-solana-raw-transaction.js';
export { useEstimateTokenTransfer } from './hooks/use-estimate-token-transfer.js';
export { useEstimateNftTransfer } from './hooks/use-estimate-nft-transfer.js';
export { useEstimateRawTransaction } from './hooks/use-estimate-raw-transaction.js';
export { useWaitForOrder } from './hooks/use-wait-for-order.js';
export { authenticateWithModal, authenticateWithWebView } from './webview/authenticate-with-modal.js';
export { AuthWebView, type AuthCallbacks, type AuthWebViewOptions } from './webview/auth-web-view.js';
export { buildModalUrl } from './webview/modal-url.js';
export {
  defaultUiConfig,
  resolveUiConfig,
  type Appearance,
  type UiConfig,
  type ThemeVariable,
} from './webview/ui-config.js';
export type { RequestContext } from './webview/page-requests.js';
export type { PageRequest, PageRequestData } from './webview/parse-page-message.js';
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
