import { getJson } from './get-json.mjs';

/**
 * The live code the platform's dev inbox holds for a contact (docs/protocol.md §17.3): `{ otp, token, channel,
 * contact, expires_at, attempts_left }`. Asks again for up to `waitMs` while there is none yet (a send still in
 * flight, e.g. from a browser), then fails with the platform's answer.
 */
export async function readDevCode(platformUrl, contact, { waitMs = 3000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { status, body } = await getJson(`${platformUrl}/dev/otp?contact=${encodeURIComponent(contact)}`);
    if (status === 200 && body?.status === 'success') return body.data;
    if (status !== 404 || Date.now() >= deadline)
      throw new Error(`no dev code for ${contact}: HTTP ${status} ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
