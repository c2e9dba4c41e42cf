import { signWebhook } from './webhook-signature.js';

/** Why a delivery failed: the receiver's status, or a transport failure; retried by the queue. */
export class DeliveryError extends Error {}

/**
 * POSTs one message, signed now (Standard Webhooks: `webhook-id`, `webhook-timestamp` of this attempt, so a
 * receiver's replay window holds for retries hours later). Any 2xx is delivered; anything else throws.
 */
export async function sendWebhook(
  url: string,
  key: Buffer,
  message: { id: string; body: string },
  timeoutMs: number,
): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'satchel-bff-webhooks',
        'webhook-id': message.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(key, message.id, timestamp, message.body),
      },
      body: message.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    throw new DeliveryError(
      `not delivered: ${(error as Error).name === 'TimeoutError' ? 'timeout' : 'network error'}`,
    );
  }
  if (status < 200 || status > 299) throw new DeliveryError(`not delivered: HTTP ${status}`);
}
