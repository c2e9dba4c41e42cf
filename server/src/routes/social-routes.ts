import { bffAppleCallbackBodySchema, bffTwitterCallbackBodySchema } from '@satchel/shared/bff';
import { exchangeCode, tokenField } from '../social/exchange-code.js';
import { defineRoute } from '../http/route.js';

const EXAMPLE_STATE = 'k3J9x2Qm7Lp4Vt8Z';

/** Apple: code → `{access_token, id_token}`; the id_token then logs in with provider `apple` (§17.1, §18.2). */
export const appleCallbackRoute = defineRoute({
  path: '/api/auth/callback/apple',
  group: 'auth',
  summary: 'Exchange an Apple authorization code for its id_token',
  body: bffAppleCallbackBodySchema,
  session: false,
  answer: '{access_token, id_token}',
  example: { code: 'c1a2b3d4e5f60718293a4b5c6d7e8f90.0.rrtq.Ax7kP2mN9qR4sT6v', state: EXAMPLE_STATE },
  async handle({ body, config, fetch }) {
    const { apple, redirectBase } = config.social;
    const answer = await exchangeCode(
      {
        ...apple,
        auth: 'form',
        form: { code: body.code, redirect_uri: `${redirectBase}/auth/callback/apple` },
      },
      fetch,
    );
    return { access_token: tokenField(answer, 'access_token'), id_token: tokenField(answer, 'id_token') };
  },
});

/** X: code (+ PKCE verifier) → `{access_token}`, which logs in with provider `twitter` (§17.1, §18.2). */
export const twitterCallbackRoute = defineRoute({
  path: '/api/auth/callback/twitter',
  group: 'auth',
  summary: 'Exchange an X authorization code (PKCE) for an access token',
  body: bffTwitterCallbackBodySchema,
  session: false,
  answer: '{access_token}',
  example: {
    code: 'VGhpc0lzQW5FeGFtcGxlQ29kZUZyb21YOjE3MDAwMDAwMDA6MTox',
    state: EXAMPLE_STATE,
    code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  },
  async handle({ body, config, fetch }) {
    const { twitter, redirectBase } = config.social;
    const form: Record<string, string> = {
      code: body.code,
      redirect_uri: `${redirectBase}/auth/callback/twitter`,
    };
    if (body.code_verifier !== undefined) form.code_verifier = body.code_verifier;
    const answer = await exchangeCode({ ...twitter, auth: 'basic', form }, fetch);
    return { access_token: tokenField(answer, 'access_token') };
  },
});
