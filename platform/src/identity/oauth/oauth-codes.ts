import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { findOAuthCode, insertOAuthCode, markOAuthCodeUsed } from './oauth-code-store.js';

const CODE_SECONDS = 600;

export interface CodeGrant {
  provider: 'apple' | 'twitter';
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  challengeMethod?: string;
  /** Account the user picked, as JSON-able data. */
  identity: Record<string, string>;
}

/** A new opaque authorization code, single use, valid 600 s, bound to client_id and redirect_uri. */
export function issueOAuthCode(ctx: PlatformContext, grant: CodeGrant): string {
  const code = randomBytes(24).toString('base64url');
  insertOAuthCode(ctx.db, {
    code,
    provider: grant.provider,
    client_id: grant.clientId,
    redirect_uri: grant.redirectUri,
    code_challenge: grant.codeChallenge ?? null,
    challenge_method: grant.challengeMethod ?? null,
    identity: JSON.stringify(grant.identity),
    expires_at: nowSeconds(ctx) + CODE_SECONDS,
  });
  return code;
}

/**
 * Redeems a code: it must exist for the provider, be unused and unexpired, match client_id and redirect_uri and
 * pass `check` (PKCE). Marks it used and returns its grant; undefined when any of that fails. One transaction.
 */
export function redeemOAuthCode(
  ctx: PlatformContext,
  input: { provider: CodeGrant['provider']; code: string; clientId: string; redirectUri: string },
  check: (grant: CodeGrant) => boolean = () => true,
): CodeGrant | undefined {
  return ctx.db.transaction(() => {
    const row = findOAuthCode(ctx.db, input.code, input.provider);
    if (!row || row.used || row.expires_at <= nowSeconds(ctx)) return undefined;
    if (row.client_id !== input.clientId || row.redirect_uri !== input.redirectUri) return undefined;
    const grant: CodeGrant = {
      provider: input.provider,
      clientId: row.client_id,
      redirectUri: row.redirect_uri,
      codeChallenge: row.code_challenge ?? undefined,
      challengeMethod: row.challenge_method ?? undefined,
      identity: JSON.parse(row.identity),
    };
    if (!check(grant)) return undefined;
    markOAuthCodeUsed(ctx.db, input.code);
    return grant;
  })();
}
