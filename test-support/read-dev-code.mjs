/**
 * The live code the platform's dev inbox holds for a contact (docs/protocol.md §17.3): `{ otp, token, channel,
 * contact, expires_at, attempts_left }`. Asks again for up to `waitMs` while there is none yet (a send still in
 * flight, e.g. from a browser), then fails with the platform's answer.
 */
export async function readDevCode(platformUrl, contact, { waitMs = 3000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const res = await fetch(`${platformUrl}/dev/otp?contact=${encodeURIComponent(contact)}`);
    const body = await res.json().catch(() => undefined);
    if (res.ok && body?.status === 'success') return body.data;
    if (res.status !== 404 || Date.now() >= deadline)
      throw new Error(`no dev code for ${contact}: HTTP ${res.status} ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
