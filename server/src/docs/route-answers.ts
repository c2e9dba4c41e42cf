import type * as z from 'zod';
import type { RouteDef } from '../http/route.js';
import { LoggedOut } from './cookie-session-docs.js';
import { ClientSignature } from './client-sign-schemas.js';
import * as answers from './response-schemas.js';

const BY_PATH: Record<string, z.ZodType> = {
  '/api/auth/email/otp': answers.OtpSent,
  '/api/auth/whatsapp/otp': answers.OtpSent,
  '/api/auth/email/verify-otp': answers.OtpVerified,
  '/api/auth/whatsapp/verify-otp': answers.OtpVerified,
  '/api/auth/authenticate': answers.Authenticated,
  '/api/auth/logout': LoggedOut,
  '/api/auth/client-sign': ClientSignature,
  '/api/auth/callback/apple': answers.AppleTokens,
  '/api/auth/callback/twitter': answers.TwitterToken,
  '/api/explorer/account': answers.Wallets,
  '/api/explorer/chains': answers.Chains,
  '/api/explorer/tokens': answers.Tokens,
  '/api/explorer/portfolio': answers.Portfolio,
  '/api/explorer/portfolio-activity': answers.Activity,
  '/api/explorer/portfolio-nft': answers.Nfts,
  '/api/explorer/order-history': answers.Orders,
  '/api/explorer/order-stream': answers.OrderEvent,
  '/api/explorer/read-contract-data': answers.ContractOutputs,
  '/api/intent/signUserOp': answers.SignedUserOperation,
  '/api/intent/signMessage': answers.Signature,
  '/api/intent/signTypedData': answers.Signature,
};

/** The schema of a route's `data`: by path, and for the intent families by their suffix (§18.4). */
export function answerSchemaOf(route: RouteDef): z.ZodType {
  const known = BY_PATH[route.path];
  if (known) return known;
  if (route.createsOrder) return answers.Job;
  if (route.path.endsWith('/createUserOp')) return answers.UserOperation;
  if (route.path.endsWith('/estimate')) return answers.Estimate;
  throw new Error(`The OpenAPI document has no answer schema for ${route.path}`);
}
