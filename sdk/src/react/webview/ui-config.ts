/**
 * The appearance sent to the onboarding page as the `ui_config` reply (docs/protocol.md §16.5).
 * @example
 * const theme: Partial<Record<ThemeVariable, string>> = { '--satchel-accent-color': '#5b3cc4' };
 */
export type ThemeVariable =
  | '--satchel-body-background'
  | '--satchel-body-color-tertiary'
  | '--satchel-accent-color'
  | '--satchel-button-font-weight'
  | '--satchel-border-color'
  | '--satchel-stroke-divider'
  | '--satchel-font-family'
  | '--satchel-rounded-sm'
  | '--satchel-rounded-md'
  | '--satchel-rounded-lg'
  | '--satchel-rounded-xl'
  | '--satchel-rounded-full'
  | '--satchel-success-color'
  | '--satchel-warning-color'
  | '--satchel-error-color'
  | '--satchel-text-primary'
  | '--satchel-text-secondary'
  | '--satchel-background-surface';

/**
 * The `ui_config` the auth page receives (§16.5).
 * @example
 * const config: UiConfig = resolveUiConfig({ vendor: { name: 'Acme', logo: 'https://acme.example/logo.svg' } });
 */
export interface UiConfig {
  version: string;
  appearance: { themeName: 'dark' | 'light'; theme: Partial<Record<ThemeVariable, string>> };
  vendor: { name: string; logo: string };
  loginOptions: {
    socialLogins: { type: 'google' | 'steam' | 'twitter'; position: number }[];
    otpLoginOptions: { type: 'email' | 'phone'; position: number }[];
    externalWallets: { type: string; position: number; metadata?: unknown }[];
  };
}

/**
 * What callers pass: any part of the config; the rest comes from the default.
 * @example
 * const appearance: Appearance = { appearance: { themeName: 'dark' }, vendor: { name: 'Acme' } };
 * await authenticateWithModal(client, {}, appearance);
 */
export interface Appearance {
  version?: string;
  appearance?: Partial<UiConfig['appearance']>;
  vendor?: Partial<UiConfig['vendor']>;
  loginOptions?: Partial<UiConfig['loginOptions']>;
}

/**
 * A fresh copy of the default `ui_config`, which `resolveUiConfig` lays an `Appearance` over.
 * @example
 * const themeName = defaultUiConfig().appearance.themeName;
 */
export const defaultUiConfig = (): UiConfig => ({
  version: '1.0.0',
  appearance: { themeName: 'dark', theme: {} },
  vendor: { name: 'Satchel', logo: '' },
  loginOptions: {
    socialLogins: [{ type: 'google', position: 1 }],
    otpLoginOptions: [
      { type: 'email', position: 1 },
      { type: 'phone', position: 2 },
    ],
    externalWallets: [],
  },
});

/**
 * The default config with the given parts laid over it, one level deep.
 * @example
 * const config = resolveUiConfig({ appearance: { themeName: 'light' } }); // the rest stays the default
 */
export function resolveUiConfig(appearance: Appearance = {}): UiConfig {
  const base = defaultUiConfig();
  return {
    version: appearance.version ?? base.version,
    appearance: { ...base.appearance, ...appearance.appearance },
    vendor: { ...base.vendor, ...appearance.vendor },
    loginOptions: { ...base.loginOptions, ...appearance.loginOptions },
  };
}
