// The Next.js App Router example (examples/nextjs), built by `next build` from the packed tarball, served by
// `next start` and driven in Chromium as a user would: the server's HTML (the layout's provider renders the session
// `restoring`), an email-code login (the dev inbox's code), the balance, a transfer to SUCCESSFUL with the balance
// refreshed, the route handlers reading with the core SDK on Node and Edge, and a reload showing the stored session.
// Every console message and page error is counted: there must be none (the SDK is silent by default; a hydration
// mismatch or any React warning would be one).
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { freePort, readDevCode, spawnService } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';

/** Polls `url` until it answers, failing with the server's output after `timeoutMs`. */
async function waitForPage(url, service, timeoutMs = 60000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) {
    if (service.child.exitCode !== null) break;
    try {
      const answer = await fetch(url);
      if (answer.ok) return answer.text();
    } catch {
      // not listening yet
    }
  }
  throw new Error(`next start did not answer at ${url}:\n${service.output()}`);
}

/** Drives the built app in `dir` against the platform it was built for; returns one line of what it did. */
export async function driveNextApp(dir, platformUrl) {
  const port = await freePort();
  const next = spawnService(
    'next',
    [join(dir, 'node_modules/next/dist/bin/next'), 'start', dir, '-p', String(port), '-H', '127.0.0.1'],
    { NEXT_TELEMETRY_DISABLED: '1' },
  );
  const url = `http://127.0.0.1:${port}/`;
  const browser = await launchBrowser();
  try {
    const html = await waitForPage(url, next);
    if (!html.includes('<h1>Satchel on Next.js</h1>') || !html.includes('Loading…'))
      throw new Error(`the server's HTML has no heading or no restoring session:\n${html.slice(0, 2000)}`);

    const context = await browser.newContext();
    const page = await context.newPage();
    const printed = [];
    page.on('console', (message) =>
      printed.push(`console.${message.type()}: ${message.text()} (${message.location().url})`),
    );
    page.on('pageerror', (error) => printed.push(`page error: ${error.message}`));
    const started = Date.now();
    await page.goto(url);
    const email = `nextjs-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill((await readDevCode(platformUrl, email)).otp);
    await page.getByRole('button', { name: 'Log in' }).click();
    const balance = page.getByText(/^Balance: /);
    await balance.waitFor({ timeout: 20000 });
    const before = await balance.textContent();

    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click();
    await page.getByText('Sent: SUCCESSFUL').waitFor({ timeout: 30000 });
    await page.waitForFunction(
      (old) =>
        [...document.querySelectorAll('p')].some(
          (p) => /^Balance: /.test(p.textContent) && p.textContent !== old,
        ),
      before,
      { timeout: 20000 },
    );

    await page.getByRole('button', { name: 'Read on the server' }).click();
    await page.getByText(/^nodejs: \d+ holdings$/).waitFor({ timeout: 20000 });
    await page.getByText(/^edge: \d+ holdings$/).waitFor({ timeout: 20000 });

    await page.reload();
    await page.getByText(/^Signed in as 0x/).waitFor({ timeout: 20000 });
    await page.getByText(/^Balance: /).waitFor({ timeout: 20000 });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    await context.close();
    if (printed.length > 0) throw new Error(`${printed.length} console line(s):\n${printed.join('\n')}`);
    return `login, balance, transfer SUCCESSFUL, Node and Edge reads, reload in ${seconds} s; 0 console lines`;
  } finally {
    await browser.close();
    await next.stop();
  }
}
