import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { OTP, otpBodySchema, type OtpCall } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { recoverTextSigner } from '../../crypto/recover-signer.js';
import { PlatformError } from '../../errors/platform-error.js';
import { findActiveClient, type ClientRecord } from '../find-client.js';
import { isUsed } from '../../world/used-values-store.js';
import { validateBody } from '../../http/validate-body.js';
import { requireObjectBody } from '../require-object-body.js';
import { normaliseContact, type OtpChannel } from './otp-contact.js';

export interface OtpRequest {
  call: OtpCall;
  channel: OtpChannel;
  kind: 'send' | 'resend' | 'verify';
  /** `data` as received (key order kept). */
  data: Record<string, unknown>;
  client: ClientRecord;
  contact: string;
  /** Replay key: sha256 of the signed `data` text. */
  bodyKey: string;
}

const CALLS: Record<OtpChannel, Record<OtpRequest['kind'], OtpCall>> = {
  email: { send: 'emailSend', resend: 'emailResend', verify: 'emailVerify' },
  whatsapp: { send: 'whatsappSend', resend: 'whatsappResend', verify: 'whatsappVerify' },
};

/**
 * Steps 1–5 of docs/protocol.md §8.4, first failure wins: shape of the call's row (send vs resend by the presence of
 * `token`), client, text signature over `JSON.stringify(data)` in received order, ±300000 ms, replay of the same
 * signed text. Nothing is recorded here: the caller records the body once it is accepted.
 */
export function parseOtpRequest(
  ctx: PlatformContext,
  channel: OtpChannel,
  verify: boolean,
  body: unknown,
): OtpRequest {
  const raw = requireObjectBody(body);
  const hasToken = !!raw.data && typeof raw.data === 'object' && 'token' in raw.data;
  const kind = verify ? 'verify' : hasToken ? 'resend' : 'send';
  const call = CALLS[channel][kind];
  validateBody(otpBodySchema(call), raw);
  const data = raw.data as Record<string, unknown>;
  const client = findActiveClient(ctx.db, String(data.client_swa));
  if (!client) throw new PlatformError('UNKNOWN_CLIENT');
  // §1.4: the signed text is the received object re-serialised, which keeps its key order.
  const signedText = JSON.stringify(data);
  const signer = recoverTextSigner(signedText, String(raw.client_signature));
  if (!signer || !client.signers.includes(signer))
    throw new PlatformError('INVALID_SIGNATURE', { details: 'client_signature' });
  if (Math.abs(ctx.now() - (data.timestamp as number)) > OTP.timestampWindowMs)
    throw new PlatformError('REQUEST_EXPIRED');
  const bodyKey = bytesToHex(sha256(utf8ToBytes(signedText)));
  if (isUsed(ctx.db, 'otp_body', bodyKey)) throw new PlatformError('REPLAYED_REQUEST');
  return { call, channel, kind, data, client, contact: normaliseContact(channel, data), bodyKey };
}
