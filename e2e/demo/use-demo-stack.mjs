import { after, before } from 'node:test';
import { startStack } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';
import { leaveDemo, openDemo, primeDemo, reopenDemo } from './helpers.mjs';

/**
 * The before/after of a demo browser test file: one built stack (platform, BFF, demo; `options` go to startStack)
 * and one browser, started before the tests of the enclosing `describe` and closed after them; its demo contexts
 * prefer reduced motion (`reducedMotion: 'no-preference'` for a file about the animations). Answers a handle that
 * holds the stack's URLs and the browser once started, and `open(mode, extra)`: a demo context configured for
 * `mode`, with `extra` added to the demo's config, loaded (`{ context, page, errors }`), and `prime(mode, extra)`: a
 * fresh context with the config saved but the demo not loaded yet (a test that records the first load loads it
 * itself).
 *
 * `open` lends the context the last test gave back, reset (helpers.mjs `reopenDemo`), or a fresh one: its
 * `context.close()` checks the content security policy as a close does, then keeps the context for the next test
 * (the browser's close ends it). A test that fails before its close leaves its context aside.
 */
export function useDemoStack({ reducedMotion = 'reduce', ...options } = {}) {
  let stack;
  let kept;
  const demo = {
    platformUrl: undefined,
    apiUrl: undefined,
    clientUrl: undefined,
    browser: undefined,
    reducedMotion,
    open: async (mode, extra) => {
      const reused = kept;
      kept = undefined;
      return reused
        ? reopenDemo(reused, demo, mode, extra)
        : lend(await openDemo(demo.browser, demo, mode, extra));
    },
    prime: (mode, extra) => primeDemo(demo.browser, demo, mode, extra),
  };
  /** Makes `opened.context.close()` give the context back instead of ending it. */
  const lend = (opened) => {
    const { context } = opened;
    const end = context.close.bind(context);
    context.close = async () => {
      if (kept === opened) return;
      await leaveDemo(opened, demo);
      if (kept) return end();
      kept = opened;
      context.assertNoCspViolations();
    };
    return opened;
  };
  before(async () => {
    stack = await startStack({ server: true, client: true, ...options });
    Object.assign(demo, { platformUrl: stack.platformUrl, apiUrl: stack.apiUrl, clientUrl: stack.clientUrl });
    demo.browser = await launchBrowser();
  });
  after(async () => {
    // The browser's close throws on a content security policy violation: the stack stops all the same.
    try {
      await demo.browser?.close();
    } finally {
      await stack?.stop();
    }
  });
  return demo;
}
