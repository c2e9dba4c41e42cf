import { after, before } from 'node:test';
import { startStack } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';
import { openDemo, primeDemo } from './helpers.mjs';

/**
 * The before/after of a demo browser test file: one built stack (platform, BFF, demo; `options` go to startStack)
 * and one browser, started before the tests of the enclosing `describe` and closed after them. Answers a handle
 * that holds the stack's URLs and the browser once started, and `open(mode, extra)`: a fresh demo context configured
 * for `mode`, with `extra` added to the demo's config (`{ context, page, errors }`), and `prime(mode, extra)`: the
 * same with the config saved but the demo not loaded yet (a test that records the first load loads it itself).
 */
export function useDemoStack(options = {}) {
  let stack;
  const demo = {
    platformUrl: undefined,
    apiUrl: undefined,
    clientUrl: undefined,
    browser: undefined,
    open: (mode, extra) => openDemo(demo.browser, demo, mode, extra),
    prime: (mode, extra) => primeDemo(demo.browser, demo, mode, extra),
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
