import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './stack.mjs';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser() {
  return chromium.launch({
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
}

/** Where screenshots go (gitignored); created on demand. */
export function artifactPath(name) {
  const dir = join(ROOT, 'artifacts/e2e');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

/** The latest OTP the platform's dev inbox holds for a contact. */
export async function devOtp(platformUrl, contact) {
  const res = await fetch(`${platformUrl}/dev/otp?contact=${encodeURIComponent(contact)}`);
  if (!res.ok) throw new Error(`no OTP for ${contact}: HTTP ${res.status}`);
  return (await res.json()).data.otp;
}
