import type { Request, Response } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { isAllowedClientOrigin } from './allowed-origin.js';
import { sendBadRequestPage } from '../../http/html-page.js';
import { issueOAuthCode, redeemOAuthCode, type CodeGrant } from './oauth-codes.js';
import { sendInvalidGrant } from './oauth-error.js';
import { httpOrigin, readParams, withQuery } from './read-params.js';
import { sendSignInForm } from './sign-in-form.js';
import { stableSubject } from './test-accounts.js';
import { insertOAuthAccessToken } from './oauth-token-store.js';

const KEYS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
const PATH = '/oauth/twitter/authorize';
const TITLE = 'X sign-in';
const ACCESS_TOKEN_SECONDS = 7200;
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
type Params = Partial<Record<(typeof KEYS)[number], string>>;

function problemsOf(ctx: PlatformContext, params: Params): string[] {
  const problems: string[] = [];
  if (params.response_type !== 'code') problems.push('response_type must be code');
  if (!params.client_id) problems.push('client_id is required');
  if (!isAllowedClientOrigin(ctx, httpOrigin(params.redirect_uri)))
    problems.push('redirect_uri must be an absolute URL on an allowed origin');
  if (!params.scope) problems.push('scope is required');
  if (!params.state) problems.push('state is required');
  if (!params.code_challenge) problems.push('code_challenge is required');
  if (params.code_challenge_method !== 'plain' && params.code_challenge_method !== 'S256')
    problems.push('code_challenge_method must be plain or S256');
  return problems;
}

/** GET /oauth/twitter/authorize: sign-in form, or a 400 page. */
export function twitterAuthorizePage(ctx: PlatformContext) {
  return (req: Request, res: Response) => {
    const params = readParams(req.query, KEYS);
    const problems = problemsOf(ctx, params);
    if (problems.length) return sendBadRequestPage(res, TITLE, problems);
    sendSignInForm(res, {
      provider: 'X',
      action: PATH,
      params,
      accountField: 'username',
      redirectOrigin: httpOrigin(params.redirect_uri)!,
    });
  };
}

/** POST /oauth/twitter/authorize: continue → `redirect_uri?state=<state>&code=<opaque>`; cancel → `?error=access_denied`. */
export function twitterAuthorizeSubmit(ctx: PlatformContext) {
  return (req: Request, res: Response) => {
    const params = readParams(req.body, KEYS);
    const problems = problemsOf(ctx, params);
    if (problems.length) return sendBadRequestPage(res, TITLE, problems);
    const form = readParams(req.body, ['action', 'username', 'name'] as const);
    const redirectUri = params.redirect_uri!;
    if (form.action === 'cancel')
      return res.redirect(303, withQuery(redirectUri, { error: 'access_denied', state: params.state }));
    const username = (form.username ?? '').trim().replace(/^@/, '');
    if (!USERNAME.test(username)) {
      return sendSignInForm(res, {
        provider: 'X',
        action: PATH,
        params,
        accountField: 'username',
        redirectOrigin: httpOrigin(redirectUri)!,
        status: 400,
        error: 'Enter a username of 1 to 15 letters, digits or underscores.',
        values: { account: form.username, name: form.name },
      });
    }
    const code = issueOAuthCode(ctx, {
      provider: 'twitter',
      clientId: params.client_id!,
      redirectUri,
      codeChallenge: params.code_challenge,
      challengeMethod: params.code_challenge_method,
      identity: {
        id: stableSubject('twitter', username).slice(0, 19),
        username,
        name: form.name?.trim() || username,
        scope: params.scope!,
      },
    });
    res.redirect(303, withQuery(redirectUri, { state: params.state, code }));
  };
}

/** HTTP Basic `client_id:client_secret`, both non-empty. */
function basicCredentials(
  header: string | undefined,
): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return undefined;
  try {
    return {
      clientId: decodeURIComponent(text.slice(0, colon)),
      clientSecret: decodeURIComponent(text.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

/** PKCE (RFC 7636): plain compares the verifier, S256 its base64url SHA-256. */
const verifierMatches = (grant: CodeGrant, verifier: string) =>
  grant.challengeMethod === 'S256'
    ? createHash('sha256').update(verifier).digest('base64url') === grant.codeChallenge
    : verifier === grant.codeChallenge;

/** POST /oauth/twitter/token: code + PKCE verifier exchange → `{token_type, expires_in, access_token, scope}`. */
export function twitterToken(ctx: PlatformContext) {
  return (req: Request, res: Response) => {
    const credentials = basicCredentials(req.get('authorization'));
    const p = readParams(req.body, [
      'grant_type',
      'code',
      'redirect_uri',
      'code_verifier',
      'client_id',
    ] as const);
    if (
      !credentials ||
      p.grant_type !== 'authorization_code' ||
      !p.code ||
      !p.redirect_uri ||
      !p.code_verifier
    )
      return sendInvalidGrant(res);
    if (p.client_id !== undefined && p.client_id !== credentials.clientId) return sendInvalidGrant(res);
    const verifier = p.code_verifier;
    const grant = redeemOAuthCode(
      ctx,
      { provider: 'twitter', code: p.code, clientId: credentials.clientId, redirectUri: p.redirect_uri },
      (g) => verifierMatches(g, verifier),
    );
    if (!grant) return sendInvalidGrant(res);
    const accessToken = randomBytes(32).toString('base64url');
    const { scope, ...identity } = grant.identity;
    insertOAuthAccessToken(ctx.db, {
      token: accessToken,
      provider: 'twitter',
      identity: JSON.stringify(identity),
      expiresAt: nowSeconds(ctx) + ACCESS_TOKEN_SECONDS,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ token_type: 'bearer', expires_in: ACCESS_TOKEN_SECONDS, access_token: accessToken, scope });
  };
}
