/**
 * The kinds of step the Postman walkthrough is made of, one function each. A step's body uses collection variables,
 * and its `save` script carries what the answer holds into the variables of the next steps.
 */
export interface WalkthroughStep {
  name: string;
  /** A BFF route (POST, JSON body), or a URL on the local platform (`{{platformUrl}}/…`). */
  path: string;
  /** Only for the platform: GET (the dev inbox) or POST of a form (a provider stand-in's sign-in). */
  platform?: { method: 'GET' } | { method: 'POST'; form: Record<string, string> };
  /** JSON text with `{{variables}}` (so that JSON values such as a user operation can be put in whole). */
  body?: string;
  headers?: Record<string, string>;
  /** Test-script lines run after the status and shape checks (pm.* API); `body` is the parsed answer. */
  save?: string[];
  /** Pre-request script lines. */
  before?: string[];
  /** Replaces the status and shape checks (platform requests, which are not BFF routes). */
  tests?: string[];
  /** Postman follows redirects unless told not to; a stand-in's 303 carries the code in its Location. */
  followRedirects?: false;
}

export const SESSION = '"sessionConfig": {{sessionConfig}}';
export const json = (fields: string[]) => `{\n  ${fields.join(',\n  ')}\n}`;
export const setJson = (name: string, value: string) =>
  `pm.collectionVariables.set('${name}', JSON.stringify(${value}));`;
/** A deployed stack has no dev inbox and no provider stand-ins. */
const SKIP_WITHOUT_PLATFORM = 'if (!pm.variables.get("platformUrl")) pm.execution.skipRequest();';
const ADD_JOB = [
  'const jobs = JSON.parse(pm.collectionVariables.get("jobIds") || "[]");',
  'jobs.push(body.data.jobId);',
  'pm.collectionVariables.set("jobIds", JSON.stringify(jobs));',
  'pm.collectionVariables.set("jobId", body.data.jobId);',
];

/** A BFF route with a JSON body of `fields`. */
export const call = (
  name: string,
  path: string,
  fields: string[],
  more: Pick<WalkthroughStep, 'save' | 'before' | 'headers'> = {},
): WalkthroughStep => ({ name, path, body: json(fields), ...more });

/** An explorer read: the session, and `fields`. */
export const read = (name: string, path: string, fields: string[] = [], save?: string[]) =>
  call(name, path, [SESSION, ...fields], { save });

/** A route that creates an order: its jobId joins the orders followed to the end. */
export const order = (
  name: string,
  path: string,
  fields: string[],
  more: Pick<WalkthroughStep, 'save' | 'headers'> = {},
) => call(name, path, [...fields, SESSION], { ...more, save: [...ADD_JOB, ...(more.save ?? [])] });

/** A `/createUserOp` route: the unsigned operation, kept in `userOp` (for signUserOp). */
export const build = (name: string, path: string, fields: string[]) =>
  call(name, path, [...fields, SESSION], { save: [setJson('userOp', 'body.data')] });

/** An `/estimate` route: its `userOps` is kept in `userOp` for executeAfterEstimate. */
export const estimate = (name: string, path: string, fields: string[]) =>
  call(name, path, [...fields, SESSION], { save: [setJson('userOp', 'body.data.userOps')] });

/** An `/executeAfterEstimate` route: signs and executes the operation of the last estimate. */
export const executeEstimate = (name: string, path: string) => order(name, path, ['"userOp": {{userOp}}']);

/** The local platform's dev inbox: the live code for the contact in variable `contact`, kept in `otp`. */
export const devInbox = (name: string, contact: string): WalkthroughStep => ({
  name,
  path: `{{platformUrl}}/dev/otp?contact={{${contact}}}`,
  platform: { method: 'GET' },
  // A deployed stack has no dev inbox: set `otp` to the code the message brought instead.
  before: [SKIP_WITHOUT_PLATFORM],
  tests: [
    'pm.test("200 with the live code", () => {',
    '  pm.response.to.have.status(200);',
    '  pm.expect(pm.response.json().data.otp).to.match(/^[0-9]{6}$/);',
    '});',
    'pm.collectionVariables.set("otp", pm.response.json().data.otp);',
  ],
});

/**
 * A sign-in at the local platform's stand-in for a provider (§17.1), as the user's browser would post it: the 303
 * to the redirect URI carries the authorization code, kept in `codeVariable`.
 */
export const standInSignIn = (
  name: string,
  provider: 'apple' | 'twitter',
  form: Record<string, string>,
  codeVariable: string,
): WalkthroughStep => ({
  name,
  path: `{{platformUrl}}/oauth/${provider}/authorize`,
  platform: {
    method: 'POST',
    form: {
      response_type: 'code',
      redirect_uri: `{{redirectBase}}/auth/callback/${provider}`,
      state: '{{oauthState}}',
      action: 'allow',
      ...form,
    },
  },
  followRedirects: false,
  before: [
    `pm.collectionVariables.set("${codeVariable}", "");`,
    SKIP_WITHOUT_PLATFORM,
    'pm.collectionVariables.set("oauthState", `s${Date.now()}`);',
    // A PKCE verifier (43 to 128 unreserved characters); sent as the plain challenge, then with the code.
    'const chars = "abcdefghijklmnopqrstuvwxyz0123456789";',
    'pm.collectionVariables.set("codeVerifier", Array.from({ length: 48 }, () => chars[Math.floor(Math.random() * 36)]).join(""));',
  ],
  tests: [
    'const location = pm.response.headers.get("Location") || "";',
    'pm.test("303 to the redirect URI with a code", () => {',
    '  pm.response.to.have.status(303);',
    '  pm.expect(location).to.match(/[?&]code=[^&]+/);',
    '});',
    'const code = /[?&]code=([^&]+)/.exec(location);',
    `pm.collectionVariables.set("${codeVariable}", code ? decodeURIComponent(code[1]) : "");`,
  ],
});

/** A social code exchange through the BFF; skipped where no stand-in gave a code (a deployed stack). */
export const codeExchange = (name: string, path: string, codeVariable: string, fields: string[] = []) =>
  call(name, path, [`"code": "{{${codeVariable}}}"`, '"state": "{{oauthState}}"', ...fields], {
    before: [`if (!pm.variables.get("${codeVariable}")) pm.execution.skipRequest();`],
  });

/** Order history, asked again until every order of `jobIds` is final; then each must be SUCCESSFUL. */
export const followOrders = (name: string): WalkthroughStep =>
  call(name, '/api/explorer/order-history', [SESSION], {
    before: ['if (Number(pm.collectionVariables.get("polls") || 0) > 0) setTimeout(() => {}, 250);'],
    save: [
      'const jobs = JSON.parse(pm.collectionVariables.get("jobIds"));',
      'const final = (o) => o && (o.status === "SUCCESSFUL" || o.status === "FAILED");',
      'const orders = jobs.map((id) => body.data.items.find((o) => o.intentId === id));',
      'const polls = Number(pm.collectionVariables.get("polls") || 0);',
      'if (!orders.every(final) && polls < 120) {',
      '  pm.collectionVariables.set("polls", polls + 1);',
      '  pm.execution.setNextRequest(pm.info.requestName);',
      '} else {',
      '  pm.collectionVariables.set("polls", 0);',
      '  pm.test("every order ended SUCCESSFUL", () => {',
      '    pm.expect(orders.map((o) => o && o.status)).to.eql(jobs.map(() => "SUCCESSFUL"));',
      '  });',
      '}',
    ],
  });

/**
 * The run's last step: this run sends sessionConfig in bodies, so no cookie session is kept and there is none to
 * forget; the body's session is ended on the platform (docs/protocol.md §6.3), hence last. The local platform has
 * logout; a hosted one may not (sessionEnded false: the session ends at its expiry).
 */
export const logout = call('Log out (ends the session on the platform)', '/api/auth/logout', [SESSION], {
  save: [
    'pm.test("no cookie session was kept", () => pm.expect(body.data.loggedOut).to.equal(false));',
    'pm.test("the local platform ended the session", () => {',
    '  pm.expect(body.data.sessionEnded).to.be.a("boolean");',
    '  if (pm.variables.get("platformUrl")) pm.expect(body.data.sessionEnded).to.equal(true);',
    '});',
  ],
});
