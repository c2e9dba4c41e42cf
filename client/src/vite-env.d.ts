/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_PLATFORM_URL?: string;
  readonly VITE_SATCHEL_PLATFORM?: string;
  readonly VITE_APPLE_CLIENT_ID?: string;
  readonly VITE_TWITTER_CLIENT_ID?: string;
  readonly VITE_SATCHEL_CLIENT_SIGNER_URL?: string;
  readonly VITE_SATCHEL_CLIENT_SIGNER_ADDRESS?: string;
}
