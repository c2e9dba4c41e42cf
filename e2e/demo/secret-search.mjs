// Reading what a demo page holds and sends, and searching it for private keys by what they derive, not by their text.
import { Buffer } from 'node:buffer';
import { privateKeyToAccount } from 'viem/accounts';

/** Every request and response of `page` (method or status, URL, headers, body), as text; `settled()` awaits the bodies. */
export function recordTraffic(page) {
  const seen = [];
  const pending = [];
  page.on('request', (request) => {
    seen.push(
      `${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`,
    );
  });
  page.on('response', (response) => {
    pending.push(
      response
        .allHeaders()
        .then(async (headers) => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          seen.push(
            `${response.status()} ${response.url()}\n${JSON.stringify(headers)}\n${body.toString('latin1')}`,
          );
        })
        .catch(() => undefined),
    );
  });
  return { seen, settled: () => Promise.all(pending) };
}

/**
 * What scripts of the page can read and what the browser keeps for it: localStorage, sessionStorage, the cookies
 * scripts see, every IndexedDB record (Playwright's storage state), the cookies of every origin, inline scripts.
 */
export async function readStorage(page) {
  const inPage = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(window.sessionStorage),
    cookie: document.cookie,
    scripts: [...document.scripts].map((s) => s.src || s.textContent),
  }));
  const state = await page.context().storageState({ indexedDB: true });
  return JSON.stringify({ inPage, state });
}

/**
 * Every 64-hex window of every hex run of `texts` (at any offset, so a key inside a longer run is found) that is a
 * private key whose public key is `publicKey` (0x04…) or whose address is `address`: the keys themselves, found
 * without knowing them.
 */
export function privateKeysIn(texts, { publicKey, address }) {
  const windows = new Set();
  for (const text of texts)
    for (const [run] of text.matchAll(/[0-9a-fA-F]{64,}/g))
      for (let i = 0; i + 64 <= run.length; i++) windows.add(run.slice(i, i + 64).toLowerCase());
  const found = [];
  for (const candidate of windows) {
    let account;
    try {
      account = privateKeyToAccount(`0x${candidate}`);
    } catch {
      continue; // not a valid scalar
    }
    if (publicKey && account.publicKey.toLowerCase() === publicKey.toLowerCase()) found.push(candidate);
    else if (address && account.address.toLowerCase() === address.toLowerCase()) found.push(candidate);
  }
  return { found, searched: windows.size };
}
