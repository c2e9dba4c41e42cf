import type { Request, Response } from 'express';
import { GOOGLE, isValidEmail } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { signProviderIdToken } from '../tokens/sign-provider-id-token.js';
import { sendBadRequestPage } from '../../http/html-page.js';
import { httpOrigin, readParams } from './read-params.js';
import { sendSignInForm } from './sign-in-form.js';
import { stableSubject } from './test-accounts.js';

const KEYS = ['scope', 'redirect_uri', 'response_type', 'client_id', 'nonce', 'state'] as const;
const PATH = '/oauth/google/authorize';
const TITLE = 'Google sign-in';
type Params = Partial<Record<(typeof KEYS)[number], string>>;

/** Problems with the §16.6 parameters; `redirect_uri` must be on this platform's origin. */
function problemsOf(ctx: PlatformContext, req: Request, params: Params): string[] {
  const problems: string[] = [];
  if (params.response_type !== GOOGLE.responseType)
    problems.push(`response_type must be ${GOOGLE.responseType}`);
  if (!(params.scope ?? '').split(/[\s+]+/).includes('openid')) problems.push('scope must include openid');
  if (!params.client_id) problems.push('client_id is required');
  if (!params.nonce) problems.push('nonce is required');
  const origin = httpOrigin(params.redirect_uri);
  const platformOrigins = [httpOrigin(ctx.config.publicUrl), `${req.protocol}://${req.get('host')}`];
  if (!origin || !platformOrigins.includes(origin))
    problems.push('redirect_uri must be on the platform origin');
  return problems;
}

/** GET /oauth/google/authorize: the sign-in form, or a 400 page for bad parameters (docs/protocol.md §17.1). */
export function googleAuthorizePage(ctx: PlatformContext) {
  return (req: Request, res: Response) => {
    const params = readParams(req.query, KEYS);
    const problems = problemsOf(ctx, req, params);
    if (problems.length) return sendBadRequestPage(res, TITLE, problems);
    sendSignInForm(res, {
      provider: 'Google',
      action: PATH,
      params,
      accountField: 'email',
      redirectOrigin: httpOrigin(params.redirect_uri)!,
    });
  };
}

/**
 * POST /oauth/google/authorize (the form): continue → `redirect_uri#id_token=<jwt>&state=<state>`, cancel →
 * `#error=access_denied&state=<state>`; an invalid email shows the form again.
 */
export function googleAuthorizeSubmit(ctx: PlatformContext) {
  return async (req: Request, res: Response) => {
    const params = readParams(req.body, KEYS);
    const problems = problemsOf(ctx, req, params);
    if (problems.length) return sendBadRequestPage(res, TITLE, problems);
    const form = readParams(req.body, ['action', 'email', 'name'] as const);
    const redirectUri = params.redirect_uri!;
    const state = params.state;
    if (form.action === 'cancel') {
      return res.redirect(
        303,
        `${redirectUri}#${new URLSearchParams({ error: 'access_denied', ...(state !== undefined && { state }) })}`,
      );
    }
    const email = (form.email ?? '').trim().toLowerCase();
    if (!isValidEmail(email)) {
      return sendSignInForm(res, {
        provider: 'Google',
        action: PATH,
        params,
        accountField: 'email',
        redirectOrigin: httpOrigin(redirectUri)!,
        status: 400,
        error: 'Enter a valid email address.',
        values: { account: form.email, name: form.name },
      });
    }
    const idToken = await signProviderIdToken(ctx, 'google', {
      aud: params.client_id!,
      sub: stableSubject('google', email),
      email,
      email_verified: true,
      name: form.name?.trim() || email.split('@')[0],
      nonce: params.nonce,
    });
    res.redirect(
      303,
      `${redirectUri}#${new URLSearchParams({ id_token: idToken, ...(state !== undefined && { state }) })}`,
    );
  };
}
