// The first paint of a returning user in a React app: a page rendering `<SatchelProvider>` (the BUILT
// `@satchel/sdk/react`, React in production mode, bundled by esbuild) opened in headless Chromium with a session
// already stored in `localStorage["satchel_session"]` (docs/protocol.md §5.1), against the built local platform.
// Reported per load: the status the first painted frame showed, and the milliseconds from navigation start to the
// first frame that showed the user logged in; `Loading…` = how long the page showed `restoring` before that.
//   npm run build && node bench/react-first-paint.mjs [--runs 10]
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEMO_CLIENT } from '@satchel/shared';
import { SatchelClient } from '@satchel/sdk';
import { readDevCode, startStack } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';
import { machine } from './sdk-bench-common.mjs';
import { numberOption } from './cli-options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const runs = numberOption('runs', 10);

// Each committed status with the time of the frame that painted it (the rAF after the commit, then the paint).
const PAGE = `
import { SatchelProvider, useSession } from '@satchel/sdk/react';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
window.painted = [];
function Status() {
  const session = useSession();
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => window.painted.push({ status: session.status, ms: performance.now() })));
  }, [session.status]);
  return <p>{session.status === 'logged-in' ? 'Signed in as ' + session.userSWA : session.status === 'restoring' ? 'Loading…' : session.status}</p>;
}
createRoot(document.getElementById('root')).render(
  <SatchelProvider config={{ environment: 'sandbox', clientPrivateKey: CLIENT_KEY, clientSWA: CLIENT_SWA, platformUrl: PLATFORM_URL }}>
    <Status />
  </SatchelProvider>,
);
`;

const stack = await startStack();
const client = new SatchelClient({
  environment: 'sandbox',
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
  platformUrl: stack.platformUrl,
});
const email = `first-paint-${Date.now()}@example.com`;
const { token } = await client.sendOTP(email, 'email');
await client.loginUsingEmail(email, (await readDevCode(stack.platformUrl, email)).otp, token);
const session = JSON.stringify(client.getSessionConfig());

const bundle = await build({
  stdin: { contents: PAGE, resolveDir: ROOT, loader: 'jsx' },
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  jsx: 'automatic',
  minify: true,
  logLevel: 'silent',
  define: {
    'process.env.NODE_ENV': '"production"',
    PLATFORM_URL: JSON.stringify(stack.platformUrl),
    CLIENT_KEY: JSON.stringify(DEMO_CLIENT.clientPrivateKey),
    CLIENT_SWA: JSON.stringify(DEMO_CLIENT.clientSWA),
  },
});
const js = bundle.outputFiles[0].text;
const server = createServer((req, res) => {
  if (req.url === '/app.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    return res.end(js);
  }
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end('<!doctype html><meta charset="utf-8"><div id="root"></div><script src="/app.js"></script>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await launchBrowser();
const loads = [];
for (let i = 0; i < runs + 1; i++) {
  const context = await browser.newContext();
  await context.addInitScript((stored) => localStorage.setItem('satchel_session', stored), session);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.painted.some((p) => p.status === 'logged-in'), null, {
    timeout: 20000,
  });
  const painted = await page.evaluate(() => window.painted);
  await context.close();
  const first = painted[0];
  const loggedIn = painted.find((p) => p.status === 'logged-in');
  if (i > 0) loads.push({ first: first.status, loggedInMs: loggedIn.ms, loadingMs: loggedIn.ms - first.ms });
}
await browser.close();
server.close();
await stack.stop();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const firsts = [...new Set(loads.map((l) => l.first))].join(', ');
const result = {
  bench: 'react-first-paint',
  machine: machine(),
  runs,
  firstPaint: firsts,
  loggedInMs: Number(median(loads.map((l) => l.loggedInMs)).toFixed(1)),
  loadingMs: Number(median(loads.map((l) => l.loadingMs)).toFixed(1)),
};
console.log(JSON.stringify(result));
console.log(
  `first frame: ${firsts}; logged in at ${result.loggedInMs} ms (median of ${runs}); ` +
    `"Loading…" shown for ${result.loadingMs} ms`,
);
