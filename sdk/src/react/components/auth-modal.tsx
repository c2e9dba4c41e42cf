import { useContext, useEffect, useRef } from 'react';
import type { AuthClient } from '../auth-client.js';
import { SatchelContext } from '../provider/satchel-context.js';
import { AuthWebView, type AuthCallbacks } from '../webview/auth-web-view.js';
import type { Appearance } from '../webview/ui-config.js';

/**
 * Props of `<AuthModal>`: the callbacks, `open`, an optional appearance and client.
 * @example
 * const props: AuthModalProps = { open: true, onSuccess: (userSWA) => setUser(userSWA), onClose: () => setOpen(false) };
 */
export interface AuthModalProps extends AuthCallbacks {
  /** The modal is shown while true; turning it false (or unmounting) cancels an open modal. */
  open: boolean;
  appearance?: Appearance;
  /** Defaults to the `<SatchelProvider>` client. */
  client?: AuthClient;
}

const MISSING_CLIENT = 'AuthModal needs a client prop or a <SatchelProvider>';

/**
 * Declarative `authenticateWithModal`: the §16.1 overlay lives on `document.body` (its DOM and styles are fixed by
 * the protocol), so this renders nothing itself. Its latest callbacks are used, whenever they fire. Turning `open`
 * off or unmounting removes the modal without calling `onClose` (the app did it).
 * @example
 * const [isOpen, setOpen] = useState(false);
 * <AuthModal open={isOpen} onSuccess={(userSWA) => setUser(userSWA)} onClose={() => setOpen(false)} />
 */
export function AuthModal({ open, appearance, client, ...callbacks }: AuthModalProps) {
  const context = useContext(SatchelContext);
  const authClient = client ?? context?.client;
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    if (!open) return;
    if (!authClient) throw new Error(MISSING_CLIENT);
    const view = new AuthWebView(
      authClient,
      {
        onSuccess: (userSWA) => latest.current.onSuccess?.(userSWA),
        onError: (error) => latest.current.onError?.(error),
        onClose: () => latest.current.onClose?.(),
      },
      { appearance },
    );
    // Outcomes reach the callbacks; the promise itself is not the component's to surface.
    view.open().catch(() => {});
    return () => view.dispose();
    // The appearance object is read once per opening.
  }, [open, authClient]);

  return null;
}
