import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { isValidEmail } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { signProviderIdToken } from '../tokens/sign-provider-id-token.js';
import { isAllowedClientOrigin } from './allowed-origin.js';
import { sendBadRequestPage } from '../../http/html-page.js';
import { issueOAuthCode, redeemOAuthCode } from './oauth-codes.js';
import { sendInvalidGrant } from './oauth-error.js';
import { httpOrigin, readParams, withQuery } from './read-params.js';
import { sendSignInForm } from './sign-in-form.js';
import { stableSubject } from './test-accounts.js';
import { insertOAuthAccessToken } from './oauth-token-store.js';

const KEYS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'response_mode'] as const;
const PATH = '/oauth/apple/authorize';
const TITLE = 'Apple sign-in';
const ACCESS_TOKEN_SECONDS = 3600;
type Params = Partial<Record<(typeof KEYS)[number], string>>;

function problemsOf(ctx: PlatformContext, params: Params): string[] {
  const problems: string[] = [];
  if (params.response_type !== 'code') problems.push('response_type must be code');
  if (!params.client_id) problems.push('client_id is required');
  if (!isAllowedClientOrigin(ctx, httpOrigin(params.redirect_uri)))
    problems.push('redirect_uri must be an absolute URL on an allowed origin');
  if (params.response_mode !== undefined && params.response_mode !== 'query')
    problems.push('response_mode must be query');
  return problems;
}

/** GET /oauth/apple/authorize: sign-in form, or a 400 page. */
export function appleAuthorizePage(ctx: PlatformContext) {
  return (req: Request, res: Response) => {
    const params = readParams(req.query, KEYS);
    const problems = problemsOf(ctx, params);
    if (problems.length) return sendBadRequestPage(res, TITLE, problems);
    sendSignInForm(res, {
      provider: 'Apple',
      action: PATH,
      params,
      accountField: 'email',
      redirectOrigin: httpOrigin(params.redirect_uri)!,
    });
  };
}

/** POST /oauth/apple/authorize: continue → `redirect_uri?code=<opaque>&state=<state>`; cancel → `?error=…`. */
export function appleAuthorizeSubmit(ctx: PlatformContext) {
  return (req: Request, res: Response) => {
    const params = readParams(req.body, KEYS);
    const problems = problemsOf(ctx, params);
    if (problems.length) return sendBadRequestPage(res, TITLE, problems);
    const form = readParams(req.body, ['action', 'email', 'name'] as const);
    const redirectUri = params.redirect_uri!;
    if (form.action === 'cancel')
      return res.redirect(
        303,
        withQuery(redirectUri, { error: 'user_cancelled_authorize', state: params.state }),
      );
    const email = (form.email ?? '').trim().toLowerCase();
    if (!isValidEmail(email)) {
      return sendSignInForm(res, {
        provider: 'Apple',
        action: PATH,
        params,
        accountField: 'email',
        redirectOrigin: httpOrigin(redirectUri)!,
        status: 400,
        error: 'Enter a valid email address.',
        values: { account: form.email, name: form.name },
      });
    }
    const code = issueOAuthCode(ctx, {
      provider: 'apple',
      clientId: params.client_id!,
      redirectUri,
      identity: {
        sub: `000${stableSubject('apple', email).slice(0, 6)}.${stableSubject('apple-id', email)}`,
        email,
        name: form.name?.trim() ?? '',
      },
    });
    res.redirect(303, withQuery(redirectUri, { code, state: params.state }));
  };
}

/** POST /oauth/apple/token: authorization_code exchange → `{access_token, token_type, expires_in, id_token}`. */
export function appleToken(ctx: PlatformContext) {
  return async (req: Request, res: Response) => {
    const p = readParams(req.body, [
      'grant_type',
      'code',
      'redirect_uri',
      'client_id',
      'client_secret',
    ] as const);
    if (
      p.grant_type !== 'authorization_code' ||
      !p.code ||
      !p.redirect_uri ||
      !p.client_id ||
      !p.client_secret
    )
      return sendInvalidGrant(res);
    const grant = redeemOAuthCode(ctx, {
      provider: 'apple',
      code: p.code,
      clientId: p.client_id,
      redirectUri: p.redirect_uri,
    });
    if (!grant) return sendInvalidGrant(res);
    const idToken = await signProviderIdToken(ctx, 'apple', {
      aud: grant.clientId,
      sub: grant.identity.sub,
      email: grant.identity.email,
      email_verified: true,
    });
    const accessToken = randomBytes(24).toString('base64url');
    insertOAuthAccessToken(ctx.db, {
      token: accessToken,
      provider: 'apple',
      identity: JSON.stringify(grant.identity),
      expiresAt: nowSeconds(ctx) + ACCESS_TOKEN_SECONDS,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      id_token: idToken,
    });
  };
}
