import { jest } from '@jest/globals';
import { PLATFORM_ORIGIN } from './scripted-auth-client.js';

export const overlay = () => document.querySelector<HTMLDivElement>('[data-satchel-auth-modal]');

/** The window of the modal's iframe (null when no modal is open). */
export const modalWindow = () =>
  document.querySelector<HTMLIFrameElement>('[data-satchel-auth-modal] iframe')?.contentWindow ?? null;

/**
 * A `message` event as the browser would deliver it from a page of `origin` in the window `source` (by default the
 * modal's own frame: jsdom frames load nothing, so the test speaks for the page).
 */
export function pageSays(
  data: unknown,
  origin = PLATFORM_ORIGIN,
  source: Window | null = modalWindow(),
): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** Records what the SDK posts into the modal's iframe (jsdom frames load nothing, so nothing else would see it). */
export function capturePosts(frame: HTMLIFrameElement | undefined) {
  const posts: { message: unknown; targetOrigin: string }[] = [];
  const win = frame?.contentWindow;
  if (!win) throw new Error('the modal has no iframe window');
  jest.spyOn(win, 'postMessage').mockImplementation(((message: unknown, targetOrigin: string) => {
    posts.push({ message, targetOrigin });
  }) as never);
  return posts;
}

/** Lets queued promise callbacks run (the handlers await the client). */
export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
