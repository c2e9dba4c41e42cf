// The fuzz machinery shared by platform/test/fuzz and server/test/fuzz (import '@satchel/shared/fuzz').
export { answerProblems, type EnvelopeStyle, type ErrorFormat } from './answer-problems.js';
export { fuzzRoute, jobIdOf, type FuzzRouteOptions } from './fuzz-route.js';
export { FIXED_RUNS, FIXED_SEED, fuzzSeed, intentRuns, routeSeed, runsPerRoute } from './fuzz-settings.js';
export { listExpressRoutes, type RegisteredRoute } from './list-express-routes.js';
export { applyMutations, mutatedJson, pathsOf } from './mutate-json.js';
export { deepJson, longString, nastyValue } from './nasty-values.js';
export {
  authorizationArbitrary,
  bodyArbitrary,
  queryArbitrary,
  requestCaseArbitrary,
  type RequestCase,
} from './request-case.js';
export { closeConnections, sendCase, type Answer } from './send-request.js';
export { ODD_INTENTS, withUser, type OddIntent, type OddIntentKind } from './odd-intents.js';
export { followOrders, ORDER_DEADLINE_MS, type FollowedOrder } from './follow-orders.js';
export { bffIntentRequest, intentArbitrary, type FuzzIntent, type IntentWorld } from './intent-arbitrary.js';
