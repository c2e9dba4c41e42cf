import * as z from 'zod';
import type { RouteDef } from '../http/route.js';
import { SESSION_COOKIE, SESSION_MODE_HEADER } from '../http/session-cookie.js';
import { answerRegistry } from './response-schemas.js';

/** The OpenAPI pieces of the sessions the BFF keeps behind a cookie (docs/protocol.md §18.5). */

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);

export const LoggedOut = z.looseObject({
  loggedOut: z.boolean().meta({
    description:
      'true: the session kept for the cookie is forgotten on every instance; false: there was no cookie',
  }),
  sessionEnded: z.boolean().meta({
    description:
      'true: the platform ended every session named (the cookie’s, the body’s), now or before: its bearer is ' +
      'refused and its key removed from the account on chain (docs/protocol.md §6.3); false: none was named, or ' +
      'the platform did not end one (it has no logout route, or was unreachable) and it ends at its expiry',
  }),
});
answerRegistry.add(LoggedOut, {
  id: 'LoggedOut',
  description:
    'Logout (docs/protocol.md §18.5): the cookie forgotten here, the session ended on the platform',
});

export const SessionCookie = z.object({ sessionPubKey: hex, userSWA: hex });
answerRegistry.add(SessionCookie, {
  id: 'SessionCookie',
  description:
    'The session kept by the BFF behind its cookie (answered instead of `sessionConfig` when asked with ' +
    `\`${SESSION_MODE_HEADER}: cookie\`): its public half only; the private key never leaves the BFF`,
});

export const SESSION_COOKIE_SCHEME = {
  type: 'apiKey',
  in: 'cookie',
  name: SESSION_COOKIE,
  description:
    `Set by api/auth/authenticate when asked with \`${SESSION_MODE_HEADER}: cookie\` (HttpOnly, Path=/api). A ` +
    'request that rides on it must come from the BFF’s `CLIENT_ORIGIN` (its `Origin`, or `Sec-Fetch-Site`/' +
    '`Referer`), otherwise 403 `ORIGIN_NOT_ALLOWED`. A `sessionConfig` in the body wins over the cookie.',
};

export const SESSION_MODE_PARAMETER = {
  name: SESSION_MODE_HEADER,
  in: 'header',
  required: false,
  description:
    '`cookie`: the BFF keeps the session (encrypted, shared by every instance) and answers the ' +
    `\`${SESSION_COOKIE}\` cookie and \`sessionCookie\` instead of \`sessionConfig\` (no private key in the answer).`,
  schema: { type: 'string', enum: ['cookie'] },
};

export const SET_COOKIE_HEADER = {
  description: `\`${SESSION_COOKIE}\`: set at a cookie login, cleared (Max-Age=0) at logout or when it is expired`,
  schema: { type: 'string' },
};

/** Either no scheme (the body's `sessionConfig`) or the cookie. */
export const cookieSecurityOf = (route: RouteDef) =>
  route.session || route.cookie === 'ends' ? { security: [{}, { sessionCookie: [] }] } : {};
