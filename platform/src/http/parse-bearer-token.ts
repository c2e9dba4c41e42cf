import { isJsonObject } from '@satchel/shared';
import { PlatformError } from '../errors/platform-error.js';

const BASE64 = /^[A-Za-z0-9+/]*$/;
const SESSION_PUB_KEY = /^0x04[0-9a-fA-F]{128}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const TOKEN_KEYS = ['type', 'data', 'data_signature'];
const DATA_KEYS = ['expire_at', 'session_pub_key'];

export interface BearerToken {
  expireAt: number;
  /** As received. */
  sessionPubKey: string;
  dataSignature: string;
}

const invalid = (details: string) => new PlatformError('INVALID_AUTH_TOKEN', { details });

const hasExactly = (o: Record<string, unknown>, keys: string[]) =>
  Object.keys(o).length === keys.length && keys.every((k) => Object.hasOwn(o, k));

/** Decodes standard base64, padding optional, any other character rejected. */
function decodeBase64(text: string): Uint8Array | undefined {
  const body = text.replace(/={1,2}$/, '');
  if (!BASE64.test(body) || body.length % 4 === 1) return undefined;
  if (text.length !== body.length && text.length % 4 !== 0) return undefined;
  return Buffer.from(body, 'base64');
}

/**
 * Step 2 of bearer verification (docs/protocol.md §6.2): base64 → UTF-8 → JSON object of exactly
 * `{type: "ecdsa_uncompressed", data: {expire_at, session_pub_key}, data_signature}`. Anything else →
 * INVALID_AUTH_TOKEN. The on-curve check of the key happens with the signature (step 3).
 */
export function parseBearerToken(token: string): BearerToken {
  const bytes = decodeBase64(token);
  if (!bytes || bytes.length === 0) throw invalid('token is not base64');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw invalid('token is not JSON');
  }
  if (!isJsonObject(parsed) || !hasExactly(parsed, TOKEN_KEYS))
    throw invalid('token must have type, data, data_signature');
  if (parsed.type !== 'ecdsa_uncompressed') throw invalid('type');
  const data = parsed.data;
  if (!isJsonObject(data) || !hasExactly(data, DATA_KEYS))
    throw invalid('data must have exactly expire_at, session_pub_key');
  if (typeof data.expire_at !== 'number' || !Number.isSafeInteger(data.expire_at)) throw invalid('expire_at');
  if (typeof data.session_pub_key !== 'string' || !SESSION_PUB_KEY.test(data.session_pub_key)) {
    throw invalid('session_pub_key');
  }
  if (typeof parsed.data_signature !== 'string' || !SIGNATURE.test(parsed.data_signature)) {
    throw invalid('data_signature');
  }
  return {
    expireAt: data.expire_at,
    sessionPubKey: data.session_pub_key,
    dataSignature: parsed.data_signature,
  };
}
