// Every code block of sdk/README-react.md, as a reader would use it: each must be marked with its file name
// (`<!-- pack-check: … -->` or `<!-- react-check: … -->`; the Next.js blocks, `<!-- nextjs-example: … -->`, are
// examples/nextjs's files, built and driven by the pack check), the others are type-checked together by tsc (strict, bundler
// resolution, against the BUILT @satchel/sdk types), bundled by esbuild with the `.env` names defined, and run in
// Chromium against the real, built platform: the quick start with and without a key, the modal closed by the user,
// the hook-based email login with a wrong code then the right one, the idle read, a transfer that settles without a
// wait, and one that FAILS.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_CLIENT } from '@satchel/shared';
import { readDevCode, ROOT, startStack } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';
import { servePage } from './page/serve-page.mjs';

const README = join(ROOT, 'sdk/README-react.md');
const FENCE = /^```(\w*)\n([\s\S]*?)\n```$/gm;
const MARKER = /<!-- (pack-check|react-check|nextjs-example): ([\w./-]+) -->\n$/;
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';

/** Every fenced block of the README with its marker and the file name it gives (undefined when unmarked). */
function readmeBlocks() {
  const text = readFileSync(README, 'utf8');
  return [...text.matchAll(FENCE)].map((match) => {
    const [, marker, name] = MARKER.exec(text.slice(Math.max(0, match.index - 200), match.index)) ?? [];
    return { marker, name, lang: match[1], code: `${match[2]}\n` };
  });
}

/** esbuild defines of the `.env` names (Vite's `import.meta.env`); `{ key: false }` leaves the key unset. */
const env = (platformUrl, { key = true } = {}) => ({
  'import.meta.env.VITE_SATCHEL_CLIENT_PRIVATE_KEY': key
    ? JSON.stringify(DEMO_CLIENT.clientPrivateKey)
    : 'undefined',
  'import.meta.env.VITE_SATCHEL_CLIENT_SWA': JSON.stringify(DEMO_CLIENT.clientSWA),
  'import.meta.env.VITE_PLATFORM_URL': JSON.stringify(platformUrl),
});

// The pages that render the blocks (harness code, not README code).
const QUICK_START_PAGE = `import { createRoot } from 'react-dom/client';
import { App } from './quick-start-react.tsx';
createRoot(document.getElementById('root')).render(<App />);
`;
const HOOKS_PAGE = `import { SatchelProvider } from '@satchel/sdk/react';
import { createRoot } from 'react-dom/client';
import { config } from './quick-start-react.tsx';
import { EmailLogin } from './email-login.tsx';
import { Wallet } from './wallet.tsx';
createRoot(document.getElementById('root')).render(
  <SatchelProvider config={config}>
    <EmailLogin />
    <Wallet recipient="${RECIPIENT}" />
  </SatchelProvider>,
);
`;

let dir;
let stack;
let browser;
const sites = [];

before(async () => {
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  // Inside the repository's node_modules tree, so the blocks resolve the workspace packages like an app would.
  dir = mkdtempSync(join(ROOT, 'node_modules/.cache/readme-react-'));
  stack = await startStack({ settleMs: 1500 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const site of sites) await site.close();
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(entry, define, path = '/') {
  const site = await servePage(stack.platformUrl, join(dir, entry), { define });
  sites.push(site);
  const page = await (await browser.newContext()).newPage();
  const thrown = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto(`${site.url}${path}`);
  return { page, thrown };
}

describe('sdk/README-react.md code blocks, compiled and run in Chromium', () => {
  test('every block is marked with a file name; all type-check strictly against the built package', () => {
    const all = readmeBlocks();
    for (const block of all) assert.ok(block.name, `an unmarked README-react block:\n${block.code}`);
    const blocks = all.filter((block) => block.marker !== 'nextjs-example');
    assert.ok(blocks.length >= 3);
    for (const block of blocks) {
      assert.match(block.lang, /^(tsx|ts)$/);
      writeFileSync(join(dir, block.name), block.code);
    }
    assert.deepEqual(blocks.map((b) => b.name).sort(), [
      'email-login.tsx',
      'quick-start-react.tsx',
      'wallet.tsx',
    ]);
    writeFileSync(join(dir, 'quick-start-page.tsx'), QUICK_START_PAGE);
    writeFileSync(join(dir, 'hooks-page.tsx'), HOOKS_PAGE);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: blocks.map((b) => b.name),
      }),
    );
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      stdio: 'pipe',
    });
  });

  test('quick start: signs in through the modal; closing it shows no error', async () => {
    const { page, thrown } = await open('quick-start-page.tsx', env(stack.platformUrl));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const modal = page.locator('[data-satchel-auth-modal]');
    await modal.waitFor();
    await page.mouse.click(10, 10); // the backdrop, outside the frame
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.deepEqual(thrown, []);
  });

  test('quick start without a key (no .env): the error is shown, not a blank page', async () => {
    const { page, thrown } = await open('quick-start-page.tsx', env(stack.platformUrl, { key: false }));
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), /^Satchel is not configured: \S/);
    assert.deepEqual(thrown, []);
  });

  test('email login with hooks: a wrong code is told as such, the right one logs in; the read was idle before', async () => {
    const portfolioReads = [];
    const { page, thrown } = await open('hooks-page.tsx', env(stack.platformUrl));
    page.on(
      'request',
      (request) => /aggregated-portfolio/.test(request.url()) && portfolioReads.push(request),
    );
    await page.getByText('Sign in to see your balance.').waitFor();
    const email = `readme-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    const otp = (await readDevCode(stack.platformUrl, email)).otp;
    await page.getByLabel('Code').fill(String((Number(otp) + 1) % 1000000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('That code is wrong: check it and try again.').waitFor();
    assert.equal(portfolioReads.length, 0, 'no read before the session is logged-in');

    await page.getByLabel('Code').fill(otp);
    await page.getByRole('button', { name: 'Log in' }).click();
    const balance = page.getByText(/^Balance: /);
    await balance.waitFor({ timeout: 20000 });
    const before = await balance.textContent();
    assert.match(before, /^Balance: \d+(\.\d+)? ETH$/);

    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click();
    await page.getByText('Sent!').waitFor({ timeout: 30000 });
    await page.waitForFunction(
      (old) =>
        [...document.querySelectorAll('p')].some(
          (p) => /^Balance: /.test(p.textContent) && p.textContent !== old,
        ),
      before,
      { timeout: 20000 },
    );

    await page.getByRole('button', { name: 'Send 1,000,000 ETH' }).click();
    await page.getByText(/^Not sent: /).waitFor({ timeout: 30000 });
    assert.match(await page.getByText(/^Not sent: /).textContent(), /Insufficient balance/);
    assert.equal(await page.getByText('Sent!').count(), 0);
    assert.deepEqual(thrown, []);
  });
});
