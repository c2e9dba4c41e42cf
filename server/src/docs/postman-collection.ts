import type { OpenApiDocument } from './openapi-document.js';
import { WALKTHROUGH, type WalkthroughStep } from './postman-walkthrough.js';

type Json = Record<string, unknown>;
const SCHEMA_REF = /^#\/components\/schemas\/(\w+)$/;

/** Variables every run starts from; an environment file overrides the stack's addresses. */
const VARIABLES: Record<string, string> = {
  baseUrl: 'http://localhost:4000',
  platformUrl: 'http://localhost:4100',
  email: '',
  phone: '',
  evmChain: 'eip155:84532',
  recipient: '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f',
  amount: '1000000000000',
  solanaChain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  solanaRecipient: '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n',
  lamports: '1000000',
  // The BFF's social settings by default (APPLE_CLIENT_ID, TWITTER_CLIENT_ID, SOCIAL_REDIRECT_BASE).
  appleClientId: 'satchel-local-apple',
  twitterClientId: 'satchel-local-twitter',
  redirectBase: 'http://localhost:5173',
  otpToken: '',
  otp: '',
  authToken: '',
  sessionConfig: '',
  userSWA: '',
  userOp: '',
  signedUserOp: '',
  oauthState: '',
  codeVerifier: '',
  appleCode: '',
  twitterCode: '',
  solanaAddress: '',
  nftChain: '',
  nftCollection: '',
  nftId: '',
  collectionJobId: '',
  collectionAddress: '',
  jobId: '',
  jobIds: '[]',
  polls: '0',
};

/** The status and shape checks of a BFF answer, from the route's 200 schema in the document. */
function answerChecks(doc: OpenApiDocument, path: string): string[] {
  const ok = doc.paths[path]?.post?.responses['200'] as
    { content: { 'application/json': { schema: { properties: { data: { $ref: string } } } } } } | undefined;
  if (!ok) throw new Error(`The Postman walkthrough calls ${path}, which the document does not have`);
  const id = SCHEMA_REF.exec(ok.content['application/json'].schema.properties.data.$ref)?.[1] ?? '';
  const data = (doc.components.schemas as Record<string, Json>)[id];
  const shape =
    data.type === 'array'
      ? '  pm.expect(body.data).to.be.an("array");'
      : `  pm.expect(body.data).to.include.all.keys(${JSON.stringify(data.required ?? [])});`;
  return [
    'const body = pm.response.json();',
    `pm.test("200 success with ${id}", () => {`,
    '  pm.response.to.have.status(200);',
    '  pm.response.to.have.header("X-Trace-Id");',
    '  pm.expect(body.status).to.eql("success");',
    shape,
    '});',
  ];
}

const script = (listen: 'prerequest' | 'test', exec: string[]) => ({
  listen,
  script: { type: 'text/javascript', exec },
});

/** The request of a step: a BFF route (POST, JSON) or a platform page (the dev inbox, a stand-in's form). */
function requestOf(doc: OpenApiDocument, step: WalkthroughStep) {
  const bff = step.platform === undefined;
  const raw = bff ? `{{baseUrl}}${step.path}` : step.path;
  const [base, query] = raw.split('?');
  const form = step.platform?.method === 'POST' ? step.platform.form : undefined;
  return {
    method: step.platform?.method ?? 'POST',
    header: [
      ...(bff ? [{ key: 'Content-Type', value: 'application/json' }] : []),
      ...(form ? [{ key: 'Content-Type', value: 'application/x-www-form-urlencoded' }] : []),
      ...Object.entries(step.headers ?? {}).map(([key, value]) => ({ key, value })),
    ],
    ...(step.body && {
      body: { mode: 'raw', raw: step.body, options: { raw: { language: 'json' } } },
    }),
    ...(form && {
      body: { mode: 'urlencoded', urlencoded: Object.entries(form).map(([key, value]) => ({ key, value })) },
    }),
    url: {
      raw,
      host: [base.split('/')[0]],
      path: base.split('/').slice(1),
      ...(query && {
        query: query.split('&').map((pair) => {
          const [key, value] = pair.split('=');
          return { key, value };
        }),
      }),
    },
    description: bff
      ? doc.paths[step.path].post.summary
      : 'The local platform (not on a deployed stack): its dev inbox, or its stand-in for a provider’s sign-in',
  };
}

function itemOf(doc: OpenApiDocument, step: WalkthroughStep) {
  const tests = step.tests ?? [...answerChecks(doc, step.path), ...(step.save ?? [])];
  return {
    name: step.name,
    event: [...(step.before ? [script('prerequest', step.before)] : []), script('test', tests)],
    ...(step.followRedirects === false && { protocolProfileBehavior: { followRedirects: false } }),
    request: requestOf(doc, step),
  };
}

/**
 * A Postman v2.1 collection that runs as it is: log in by email (the code read from the local platform's dev inbox),
 * exchange Apple and X codes (from the platform's stand-ins), read, build, sign and execute on EVM, Solana and
 * Aptos, and follow the orders until they are final. Every request tests its status and
 * the shape of its answer (from the OpenAPI document), and carries what it needs into the next.
 */
export function toPostmanCollection(doc: OpenApiDocument) {
  return {
    info: {
      name: doc.info.title,
      description:
        'Run it in order (Collection Runner, or `newman run` with server/postman/local.postman_environment.json). ' +
        'Against a deployed BFF (deployed.postman_environment.json) there is no dev inbox and no provider ' +
        'stand-in (the Apple and X exchanges are skipped): set `email` to an address you read, run the first ' +
        'request, put the code you received in `otp`, and run the rest.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: Object.entries(VARIABLES).map(([key, value]) => ({ key, value })),
    item: WALKTHROUGH.map((step) => itemOf(doc, step)),
  };
}

/** A Postman environment: the stack's addresses. */
export function postmanEnvironment(name: string, values: { baseUrl: string; platformUrl: string }) {
  return {
    name,
    values: Object.entries(values).map(([key, value]) => ({ key, value, type: 'default', enabled: true })),
    _postman_variable_scope: 'environment',
  };
}
