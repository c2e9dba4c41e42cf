/* global sessionStorage */
// Shared steps of the demo's browser tests (use-demo-stack.mjs starts their stack and browser, lends contexts).
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { DEMO_CLIENT } from '@satchel/shared';
import { publicKeyToAddress } from 'viem/utils';
import { privateKeyToAccount } from 'viem/accounts';
import { artifactPath } from '@satchel/test-support/browser';

export const CONFIG_KEY = 'satchel_demo_config';
export const SESSION_KEYS = { sdk: 'satchel_session', api: 'satchel_api_session' };
export const TIMEOUT = 20000;
export const RECIPIENT = '0x000000000000000000000000000000000000dEaD';
/** Every page of the demo behind the login. */
export const DEMO_PAGES = [
  '/home',
  '/rawRead',
  '/transfertoken',
  '/transfernft',
  '/createnftcollection',
  '/rawtransaction',
];
/** For waits on the network: the page read every 100 ms rather than on every animation frame. */
export const POLL = { polling: 100 };

const VIEWPORT = { width: 1280, height: 900 };

/**
 * A fresh browser context on the demo with `mode`'s config saved (the config key, as the Update form would save
 * it), the demo not loaded yet: `openDemo` loads it, a test that records the load loads it itself. The config is
 * written from the demo's icon (a same-origin document that runs no script), so the demo's first load already finds
 * it, as on a return visit.
 */
export async function primeDemo(browser, stack, mode, extra = {}) {
  // Reduced motion, a user setting the demo honours, unless the file asks otherwise: no frame drawn for transitions
  // and spinners while a test waits (the animations cost the browser more CPU than all else).
  const context = await browser.newContext({
    viewport: VIEWPORT,
    reducedMotion: stack.reducedMotion ?? 'reduce',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.clientUrl });
  context.setDefaultTimeout(TIMEOUT);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(iconUrl(stack));
  await saveConfig(page, stack, mode, extra);
  return { context, page, errors };
}

/**
 * The demo context a finished test left on the icon page (see `leaveDemo`), made as good as fresh for the app: no
 * cookies, no local or session storage but `mode`'s config, the desktop viewport, the errors counted anew; loaded.
 * Only the browser's cache and compiled scripts remain, as on a return visit (a new context costs the browser
 * seconds of CPU to start its renderer and compile the demo again).
 */
export async function reopenDemo({ context, page }, stack, mode, extra = {}) {
  await context.clearCookies();
  await page.setViewportSize(VIEWPORT);
  page.removeAllListeners('pageerror');
  const errors = watchErrors(page);
  if (page.url() !== iconUrl(stack)) await page.goto(iconUrl(stack));
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await saveConfig(page, stack, mode, extra);
  await loadDemo(page, stack);
  return { context, page, errors };
}

/** Ends a test's use of a demo context: closes the pages it opened besides `page` and leaves the app for the icon. */
export async function leaveDemo({ context, page }, stack) {
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.goto(iconUrl(stack));
}

const iconUrl = (stack) => `${stack.clientUrl}/satchel.svg`;

function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function saveConfig(page, stack, mode, extra) {
  return page.evaluate(
    ([key, config]) => localStorage.setItem(key, JSON.stringify(config)),
    [
      CONFIG_KEY,
      { mode, apiUrl: stack.apiUrl ?? '', environment: 'sandbox', ...pickCredentials(), ...extra },
    ],
  );
}

/** Loads the demo (its config saved by primeDemo) and waits for the login page. */
export async function loadDemo(page, stack) {
  await page.goto(stack.clientUrl);
  await page.getByRole('heading', { name: 'Welcome to Satchel' }).waitFor();
}

/** A fresh browser context on the demo, configured for `mode` and loaded (`{ context, page, errors }`). */
export async function openDemo(browser, stack, mode, extra = {}) {
  const opened = await primeDemo(browser, stack, mode, extra);
  await loadDemo(opened.page, stack);
  return opened;
}

const pickCredentials = () => ({
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
});

export async function shot(page, name) {
  await page.screenshot({ path: artifactPath(`${name}.png`), fullPage: true, animations: 'disabled' });
}

export async function openTab(page, name) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** JWT login with the local platform's test token: the quickest way to a logged-in dashboard. */
export async function loginWithJwt(page) {
  await openTab(page, 'JWT');
  await page.getByRole('button', { name: 'Get a test token' }).click();
  const box = page.getByLabel('JWT token');
  // The token comes from the platform: read the page every 100 ms, not on every frame (each frame costs the browser).
  await page.waitForFunction(
    () => document.querySelector('textarea')?.value.split('.').length === 3,
    null,
    POLL,
  );
  await page.getByRole('button', { name: 'Login with JWT' }).click();
  await page.waitForURL('**/home');
  await page.getByText('Logged in', { exact: true }).waitFor();
  return box;
}

export async function logout(page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Welcome to Satchel' }).waitFor();
}

/** A write page by its button on the dashboard: the app routes to it without loading the demo again. */
export async function openFromHome(page, button, path) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(`**/${path}`);
}

/** Loads a page of the demo (logged in) and waits until its reads have answered. */
export async function gotoPage(page, stack, path) {
  await page.goto(`${stack.clientUrl}${path}`);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Picks an option of an MUI select by its label. */
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

export async function storedSession(page, mode) {
  const text = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS[mode]);
  if (!text) throw new Error(`no ${mode} session stored`);
  return JSON.parse(text);
}

/** The bearer token of docs/protocol.md §6.1, built independently with viem, to ask the platform directly. */
export async function bearer(session) {
  const data = { expire_at: Math.round(Date.now() / 1000) + 5400, session_pub_key: session.sessionPubKey };
  const data_signature = await privateKeyToAccount(session.sessionPrivKey).signMessage({
    message: JSON.stringify(data),
  });
  return Buffer.from(JSON.stringify({ type: 'ecdsa_uncompressed', data, data_signature })).toString('base64');
}

export async function platformGet(platformUrl, session, path) {
  const res = await fetch(`${platformUrl}/api/oc/v1/${path}`, {
    headers: { Authorization: `Bearer ${await bearer(session)}`, 'Content-Type': 'application/json' },
  });
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The address of the user's signing key (user-keys), which signMessage / signTypedData signatures recover to. */
export async function userSigner(platformUrl, session) {
  const keys = await platformGet(platformUrl, session, 'user-keys');
  return publicKeyToAddress(keys.ecdsaPublicKey);
}

/** From the dashboard: submits `amount` wei of ETH on Base Sepolia to RECIPIENT by direct execute. */
export async function submitEthTransfer(page, amount) {
  await openFromHome(page, 'Transfer Token', 'transfertoken');
  await choose(page, 'Network', /Base Sepolia/);
  await choose(page, 'Token', /ETH/);
  await page.getByLabel('Amount (smallest unit)').fill(amount);
  await page.getByLabel('Recipient address').fill(RECIPIENT);
  await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
}

/** From the dashboard: 0.001 ETH on Base Sepolia to RECIPIENT by direct execute, until Details shows SUCCESSFUL. */
export async function transferEth(page, name) {
  await submitEthTransfer(page, '1000000000000000');
  return detailsByItself(page, name);
}

/** Waits for the details modal to show SUCCESSFUL (it polls by itself). */
export async function expectSuccessful(page) {
  const modal = page.getByTestId('transaction-details-modal');
  await modal.waitFor();
  await modal.getByTestId('details-status').filter({ hasText: 'SUCCESSFUL' }).waitFor({ timeout: 30000 });
  return modal;
}

/**
 * From the submitted modal: the job id, then its main button (Check Job Status, or View Details once the order is
 * final: one button in one place) until SUCCESSFUL. One click: a click that lands as the order turns final opens
 * Details too (order-follow.test.mjs presses across that moment).
 */
export async function followToSuccess(page, name) {
  const submitted = page.getByTestId('submitted-modal');
  await submitted.waitFor();
  const jobId = (await submitted.getByTestId('job-id').textContent()).trim();
  if (name) await shot(page, `${name}-submitted`);
  await submitted.getByRole('button', { name: /^(Check Job Status|View Details)$/ }).click();
  const modal = await expectSuccessful(page);
  if (name) await shot(page, `${name}-details`);
  return { jobId, modal };
}

/**
 * A message under the field it is about (its description, starting with `message`), the field marked invalid and
 * in view, and no page banner instead. Returns the whole message.
 */
export async function expectFieldError(page, label, message, scope = page) {
  const field = scope.getByLabel(label, { exact: true });
  await page.waitForFunction((el) => el.getAttribute('aria-invalid') === 'true', await field.elementHandle());
  const text = await field.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  assert.ok(text.startsWith(message), `${label}: "${text}"`);
  await page.waitForFunction(
    (el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    },
    await field.elementHandle(),
  );
  assert.equal(await page.getByTestId('error-banner').count(), 0, `${label}: no banner`);
  return text;
}

/** On the token screen Details opens by itself once the order is final (spec §4): no click, straight to SUCCESSFUL. */
export async function detailsByItself(page, name) {
  const modal = await expectSuccessful(page);
  const jobId = (await modal.getByTestId('details-intent-id').textContent()).trim();
  if (name) await shot(page, `${name}-details`);
  return { jobId, modal };
}

export const randomDigits = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
