import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { LIMITS, strictObject } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { PlatformError } from '../errors/platform-error.js';
import { requireSession, sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { validateBody } from '../http/validate-body.js';
import { authenticate, type AuthenticateOptions } from './authenticate/authenticate.js';
import { devClientJwt } from './dev/dev-client-jwt.js';
import { devOtp } from './dev/dev-otp.js';
import { getInstallationKeys } from './installation-keys.js';
import { endSession } from './logout/end-session.js';
import { appleAuthorizePage, appleAuthorizeSubmit, appleToken } from './oauth/apple.js';
import { authHandlerPage, authHandlerScript } from './oauth/auth-handler.js';
import { googleAuthorizePage, googleAuthorizeSubmit } from './oauth/google-authorize.js';
import { twitterAuthorizePage, twitterAuthorizeSubmit, twitterToken } from './oauth/twitter.js';
import type { OtpChannel } from './otp/otp-contact.js';
import { parseOtpRequest } from './otp/parse-otp-request.js';
import { sendOtp } from './otp/send-otp.js';
import { verifyOtp } from './otp/verify-otp.js';
import { requireObjectBody } from './require-object-body.js';
import { exactRouter } from '../http/exact-router.js';

const API = '/api/oc/v1';
const form = express.urlencoded({ extended: false, limit: LIMITS.platformBodyBytes });

/**
 * Identity routes of the local platform, with full paths (mounted at the app root): authenticate (§7), logout
 * (§6.3), OTP (§8), provider stand-ins and their pages (§16.6–16.7, §17.1), JWKS, and the dev inbox and client-JWT
 * minting (§17.3).
 * Creating the router generates the installation's token keys on first start.
 */
export function createIdentityRouter(
  ctx: PlatformContext,
  chains: PlatformChains,
  options: AuthenticateOptions = {},
): Router {
  getInstallationKeys(ctx.db);
  const router = exactRouter();

  router.post(`${API}/authenticate`, async (req, res) =>
    sendSuccess(res, await authenticate(ctx, chains, req.body, options)),
  );

  // Logout: the bearer first (§6.2), then the body, which is `{}`.
  const logoutBody = strictObject({});
  router.post(`${API}/logout`, requireSession(ctx), async (req, res) => {
    validateBody(logoutBody, requireObjectBody(req.body));
    sendSuccess(res, await endSession(ctx, chains, sessionOf(res)));
  });

  const otpSend = (channel: OtpChannel) => (req: Request, res: Response) => {
    const sent = sendOtp(ctx, parseOtpRequest(ctx, channel, false, req.body));
    sendSuccess(res, { ...sent, trace_id: res.locals.traceId });
  };
  const otpVerify = (channel: OtpChannel) => async (req: Request, res: Response) =>
    sendSuccess(res, await verifyOtp(ctx, parseOtpRequest(ctx, channel, true, req.body)));
  router.post(`${API}/authenticate/email`, otpSend('email'));
  router.post(`${API}/authenticate/whatsapp`, otpSend('whatsapp'));
  router.post(`${API}/authenticate/email/verify`, otpVerify('email'));
  router.post(`${API}/authenticate/whatsapp/verify`, otpVerify('whatsapp'));

  router.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(getInstallationKeys(ctx.db).jwks);
  });
  router.get('/oauth/google/authorize', googleAuthorizePage(ctx));
  router.post('/oauth/google/authorize', form, googleAuthorizeSubmit(ctx));
  router.get('/__/auth/handler', authHandlerPage(ctx));
  router.get('/__/auth/handler.js', authHandlerScript());
  router.get('/oauth/apple/authorize', appleAuthorizePage(ctx));
  router.post('/oauth/apple/authorize', form, appleAuthorizeSubmit(ctx));
  router.post('/oauth/apple/token', form, appleToken(ctx));
  router.get('/oauth/twitter/authorize', twitterAuthorizePage(ctx));
  router.post('/oauth/twitter/authorize', form, twitterAuthorizeSubmit(ctx));
  router.post('/oauth/twitter/token', form, twitterToken(ctx));

  const devOnly = (_req: Request, _res: Response, next: NextFunction) =>
    next(ctx.config.devEndpoints ? undefined : new PlatformError('NOT_FOUND'));
  router.get('/dev/otp', devOnly, (req, res) => sendSuccess(res, devOtp(ctx, req.query)));
  router.post('/dev/client-jwt', devOnly, (req, res) => sendSuccess(res, devClientJwt(ctx, req.body)));

  return router;
}
