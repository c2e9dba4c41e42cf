import { AUTH_UI } from '@satchel/shared';

const { width, height, fadeInSeconds, closeFadeMs, zIndex } = AUTH_UI.authModal;
/** At this width and above the frame is transparent; below it, white with a shadow (§16.1). */
const WIDE_QUERY = `(min-width: ${width}px)`;

export interface ModalDom {
  readonly overlay: HTMLDivElement;
  readonly container: HTMLDivElement;
  readonly iframe: HTMLIFrameElement;
  /** Fades out and removes the overlay after the close fade (or at once). */
  remove(fade: boolean): void;
}

function applyFrameBackground(container: HTMLDivElement, wide: boolean): void {
  container.style.background = wide ? 'transparent' : 'white';
  container.style.boxShadow = wide ? 'none' : '0 0 20px rgba(0,0,0,0.3)';
}

/**
 * Builds the §16.1 overlay (fixed, full-size, flex-centred, dark translucent, topmost) with a 500 × 800
 * container and a borderless rounded iframe, appends it to `document.body` and fades it in on the next frame.
 * A click on the overlay itself (not the frame) calls `onBackdropClick`.
 */
export function openModalDom(url: string, onBackdropClick: () => void): ModalDom {
  const overlay = document.createElement('div');
  overlay.setAttribute('data-satchel-auth-modal', '');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', 'Sign in');
  Object.assign(overlay.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '100%',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: String(zIndex),
    backgroundColor: 'rgba(0,0,0,0.7)',
    opacity: '0',
    transition: `opacity ${fadeInSeconds}s ease`,
  });

  const container = document.createElement('div');
  Object.assign(container.style, { position: 'relative', width: `${width}px`, height: `${height}px` });

  const iframe = document.createElement('iframe');
  iframe.src = url;
  iframe.title = 'Sign in';
  Object.assign(iframe.style, { width: '100%', height: '100%', border: '0', borderRadius: '8px' });

  // jsdom and old engines lack matchMedia: treat them as wide.
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : undefined;
  const onMediaChange = (event: { matches: boolean }) => applyFrameBackground(container, event.matches);
  applyFrameBackground(container, media ? media.matches : true);
  media?.addEventListener?.('change', onMediaChange);

  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) onBackdropClick();
  });
  container.appendChild(iframe);
  overlay.appendChild(container);
  document.body.appendChild(overlay);
  requestAnimationFrame(() => {
    overlay.style.opacity = '1';
  });

  return {
    overlay,
    container,
    iframe,
    remove(fade) {
      media?.removeEventListener?.('change', onMediaChange);
      if (!fade) return overlay.remove();
      overlay.style.opacity = '0';
      setTimeout(() => overlay.remove(), closeFadeMs);
    },
  };
}
