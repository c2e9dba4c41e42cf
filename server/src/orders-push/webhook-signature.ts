import { createHmac } from 'node:crypto';

/**
 * The `webhook-signature` of a Standard Webhooks message: `v1,` + base64 HMAC-SHA256, keyed by the secret's bytes,
 * of `{webhook-id}.{webhook-timestamp}.{body}` (timestamp in unix seconds; the spec's "symmetric" scheme).
 */
export function signWebhook(key: Buffer, id: string, timestampSec: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSec}.${body}`).digest('base64')}`;
}
