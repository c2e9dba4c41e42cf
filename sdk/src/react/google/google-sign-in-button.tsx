import { AUTH_UI } from '@satchel/shared';
import { useContext, useState, type CSSProperties } from 'react';
import type { AuthClient } from '../auth-client.js';
import { SatchelContext } from '../provider/satchel-context.js';
import { loginWithGooglePopup } from './login-with-google-popup.js';

/**
 * `large`, `medium` or `small`: 40, 32 or 20 px high.
 * @example
 * const size: GoogleButtonSize = 'large';
 */
export type GoogleButtonSize = keyof typeof AUTH_UI.googleButtonHeights;

/**
 * Props of `<GoogleSignInButton>`.
 * @example
 * const props: GoogleSignInButtonProps = { size: 'medium', onSuccess: (userSWA) => setUser(userSWA) };
 */
export interface GoogleSignInButtonProps {
  size?: GoogleButtonSize;
  /** Accessible name and visible text. */
  label?: string;
  /** Extra OAuth `state` keys. */
  state?: Record<string, unknown>;
  /** The login succeeded, with the userSWA. */
  onSuccess?: (userSWA: string) => void;
  /** The pop-up or the login failed. */
  onError?: (error: Error) => void;
  /** Defaults to the `<SatchelProvider>` client. */
  client?: AuthClient;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

const MISSING_CLIENT = 'GoogleSignInButton needs a client prop or a <SatchelProvider>';

/** Google's four-colour "G", decorative (the button's text names it). */
function GoogleMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * A real `<button>` that runs the Google pop-up login (§16.6); heights large 40, medium 32, small 20 px.
 * @example
 * <GoogleSignInButton onSuccess={(userSWA) => setUser(userSWA)} onError={(e) => setError(e.message)} />
 */
export function GoogleSignInButton({
  size = 'large',
  label = 'Sign in with Google',
  state,
  onSuccess,
  onError,
  client,
  disabled,
  className,
  style,
}: GoogleSignInButtonProps) {
  const context = useContext(SatchelContext);
  const authClient = client ?? context?.client;
  if (!authClient) throw new Error(MISSING_CLIENT);
  const [busy, setBusy] = useState(false);
  const height = AUTH_UI.googleButtonHeights[size];

  const onClick = async () => {
    setBusy(true);
    try {
      const userSWA = await loginWithGooglePopup(authClient, { state });
      onSuccess?.(userSWA);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      data-size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      style={{
        height,
        boxSizing: 'border-box',
        display: 'inline-flex',
        alignItems: 'center',
        gap: Math.round(height / 4),
        padding: `0 ${Math.round(height / 2.5)}px`,
        border: '1px solid #747775',
        borderRadius: height / 2,
        background: '#fff',
        color: '#1f1f1f',
        font: `500 ${Math.max(10, Math.round(height * 0.4))}px/1 system-ui, sans-serif`,
        cursor: disabled || busy ? 'default' : 'pointer',
        ...style,
      }}
    >
      <GoogleMark size={Math.round(height * 0.5)} />
      <span>{label}</span>
    </button>
  );
}
