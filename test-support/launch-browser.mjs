import { chromium } from 'playwright-core';

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with the flags this closed network needs. Every context it opens
 * watches for content security policy violations: closing a context that saw one, or the browser, throws, so the
 * test fails; `context.assertNoCspViolations()` throws for those seen since its last call.
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return watchCsp(browser);
}

/** Turns the violations a context saw into an error naming each (directive, blocked resource, page). */
function assertNoViolations(violations) {
  if (violations.length === 0) return;
  const lines = violations.map((v) =>
    v.console ? v.console : `${v.directive} blocked ${v.blocked} on ${v.url}`,
  );
  throw new Error(`Content Security Policy violation(s):\n${lines.join('\n')}`);
}

/** Wraps newContext, context.close and browser.close so that a CSP violation fails the test that caused it. */
function watchCsp(browser) {
  const unchecked = new Set();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const violations = [];
    unchecked.add(violations);
    await context.exposeBinding('__satchelCspViolation', (_source, violation) => violations.push(violation));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__satchelCspViolation?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          url: event.documentURI,
        }),
      ),
    );
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push({ console: message.text() });
    });
    // A context kept open across tests answers, at each test's end, for the violations since the last check.
    context.assertNoCspViolations = () => assertNoViolations(violations.splice(0));
    const close = context.close.bind(context);
    context.close = async (...args) => {
      await close(...args);
      unchecked.delete(violations);
      assertNoViolations(violations);
    };
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (...args) => {
    await closeBrowser(...args);
    for (const violations of unchecked) assertNoViolations(violations);
  };
  return browser;
}
