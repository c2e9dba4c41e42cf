import {
  authenticateRoute,
  emailOtpRoute,
  emailVerifyOtpRoute,
  logoutRoute,
  whatsAppOtpRoute,
  whatsAppVerifyOtpRoute,
} from './auth-routes.js';
import {
  accountRoute,
  chainsRoute,
  orderHistoryRoute,
  portfolioActivityRoute,
  portfolioNftRoute,
  portfolioRoute,
  readContractRoute,
  tokensRoute,
} from './explorer-routes.js';
import { clientSignRoute } from './client-sign-route.js';
import { orderStreamRoute } from './order-stream-route.js';
import { intentFamilyRoutes } from './intent-routes.js';
import type { RouteDef } from '../http/route.js';
import { appleCallbackRoute, twitterCallbackRoute } from './social-routes.js';
import {
  executeUserOpRoute,
  signMessageRoute,
  signTypedDataRoute,
  signUserOpRoute,
} from './user-op-routes.js';

/** Every BFF route of docs/protocol.md §18, in the order of the docs. */
export const ALL_ROUTES: readonly RouteDef[] = [
  emailOtpRoute,
  emailVerifyOtpRoute,
  whatsAppOtpRoute,
  whatsAppVerifyOtpRoute,
  authenticateRoute,
  logoutRoute,
  clientSignRoute,
  appleCallbackRoute,
  twitterCallbackRoute,
  accountRoute,
  chainsRoute,
  tokensRoute,
  portfolioRoute,
  portfolioActivityRoute,
  portfolioNftRoute,
  orderHistoryRoute,
  orderStreamRoute,
  readContractRoute,
  ...intentFamilyRoutes,
  signUserOpRoute,
  executeUserOpRoute,
  signMessageRoute,
  signTypedDataRoute,
] as RouteDef[];
