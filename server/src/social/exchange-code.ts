import { BFF, SDK } from '@satchel/shared';
import { BffError } from '../http/bff-error.js';

export interface CodeExchange {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Form fields besides grant_type and the client credentials. */
  form: Record<string, string>;
  /** RFC 6749 §2.3.1: credentials in HTTP Basic (X) or in the form (Apple). */
  auth: 'basic' | 'form';
}

/**
 * Exchanges an authorization code at a provider's token endpoint and returns its JSON answer. Failures never echo
 * the request, the credentials or the provider's body: a refused code is 401 with the OAuth error code as details,
 * an unreachable or non-JSON provider is 502.
 */
export async function exchangeCode(
  exchange: CodeExchange,
  fetchFn: typeof fetch,
): Promise<Record<string, unknown>> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', ...exchange.form });
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  };
  if (exchange.auth === 'basic') {
    const basic = Buffer.from(
      `${encodeURIComponent(exchange.clientId)}:${encodeURIComponent(exchange.clientSecret)}`,
    );
    headers.Authorization = `Basic ${basic.toString('base64')}`;
  } else {
    form.set('client_id', exchange.clientId);
    form.set('client_secret', exchange.clientSecret);
  }
  let response: Response;
  try {
    response = await fetchFn(exchange.tokenUrl, { method: 'POST', headers, body: form.toString() });
  } catch {
    throw BffError.of('UPSTREAM_UNAVAILABLE', undefined, SDK.networkError);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw BffError.of('UPSTREAM_UNAVAILABLE', undefined, `HTTP ${response.status}`);
  }
  const answer = (body ?? {}) as Record<string, unknown>;
  if (!response.ok) {
    const oauthError =
      typeof answer.error === 'string' && /^[a-z_]{1,64}$/.test(answer.error) ? answer.error : '';
    throw BffError.of('INVALID_ID_TOKEN', BFF.socialExchangeFailed, oauthError);
  }
  return answer;
}

/** A string field of the provider's answer, or 502 when the provider left it out. */
export function tokenField(answer: Record<string, unknown>, key: string): string {
  const value = answer[key];
  if (typeof value !== 'string' || value === '')
    throw BffError.of('UPSTREAM_UNAVAILABLE', undefined, BFF.missingProviderToken);
  return value;
}
