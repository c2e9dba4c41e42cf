import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { toPostmanCollection } from '../src/docs/postman-collection.js';
import { validate } from '@satchel/shared';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { redoclyLint } from './helpers/openapi-tools.js';
import { memorySink } from './helpers/stack.js';
import { validateOpenApi } from './helpers/validate-openapi.js';

// The contract of §18 as documentation: OpenAPI 3.1, the docs page and the committed Postman collection.
const app = createServerApp(loadConfig({ LOG_LEVEL: 'silent' }), { logDestination: memorySink().stream });
const SPEC_ROUTES = [
  'auth/authenticate',
  'auth/client-sign',
  'auth/email/otp',
  'auth/email/verify-otp',
  'auth/whatsapp/otp',
  'auth/whatsapp/verify-otp',
  'auth/callback/apple',
  'auth/callback/twitter',
  'auth/logout',
  'explorer/account',
  'explorer/chains',
  'explorer/tokens',
  'explorer/portfolio',
  'explorer/portfolio-activity',
  'explorer/portfolio-nft',
  'explorer/order-history',
  'explorer/read-contract-data',
  ...['tokenTransfer', 'nftTransfer', 'rawTransaction'].flatMap((f) =>
    ['', '/createUserOp', '/estimate', '/executeAfterEstimate'].map((s) => `intent/${f}${s}`),
  ),
  'intent/signUserOp',
  'intent/executeUserOp',
  'intent/signMessage',
  'intent/signTypedData',
].map((path) => `/api/${path}`);
/** Beyond §18: the demo's collection and mint pages. */
const EXTRA_ROUTES = [
  ...['nftCollection', 'nftCollection/createUserOp', 'nftMint', 'nftMint/createUserOp'].map(
    (p) => `/api/intent/${p}`,
  ),
  '/api/explorer/order-stream',
];

describe('OpenAPI', () => {
  it('GET /openapi.json is a valid OpenAPI 3.1 document listing every route of §18 as POST with its body schema', async () => {
    const res = await request(app).get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(validateOpenApi(doc)).toEqual({ valid: true, message: 'valid' });
    // The validator does refuse a broken document.
    expect(validateOpenApi({ ...doc, info: { title: 42 } }).valid).toBe(false);
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/'))
        .sort(),
    ).toEqual([...SPEC_ROUTES, ...EXTRA_ROUTES].sort());
    // The webhooks the BFF sends (§18.7), each body an OrderWebhook, each signed with the Standard Webhooks headers.
    expect(Object.keys(doc.webhooks)).toEqual(['order.accepted', 'order.succeeded', 'order.failed']);
    for (const hook of Object.values(doc.webhooks as Record<string, any>)) {
      expect(hook.post.requestBody.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/OrderWebhook',
      });
      expect(hook.post.parameters.map((p: { name: string }) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
    for (const path of SPEC_ROUTES) {
      const body = doc.paths[path].post.requestBody.content['application/json'];
      expect(body.schema.type).toBe('object');
      expect(body.schema.additionalProperties).toBe(false);
      expect(doc.paths[path].post.responses['200']).toBeDefined();
      expect(doc.paths[path].post.responses['400']).toBeDefined();
    }
    const transfer =
      doc.paths['/api/intent/tokenTransfer'].post.requestBody.content['application/json'].schema;
    expect(transfer.required).toEqual(
      expect.arrayContaining(['caip2Id', 'recipient', 'token', 'amount', 'sessionConfig']),
    );
  });

  it('redocly lint with its recommended rules: no error, no warning (and it does see a broken example)', async () => {
    const doc = (await request(app).get('/openapi.json')).body;
    expect(redoclyLint(doc)).toEqual({
      totals: expect.objectContaining({ errors: 0, warnings: 0 }),
      problems: [],
    });
    const broken = structuredClone(doc);
    broken.paths['/api/explorer/chains'].post.requestBody.content[
      'application/json'
    ].example.sessionConfig.userSWA = '<userSWA>';
    delete broken.paths['/api/explorer/chains'].post.responses['400'];
    delete broken.paths['/api/explorer/chains'].post.responses['401'];
    expect(redoclyLint(broken).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^no-invalid-media-type-examples: .*userSWA/)]),
    );
  }, 60_000);

  it('every documented body is one the route accepts (its own zod schema), and every answer has a schema', async () => {
    const doc = (await request(app).get('/openapi.json')).body;
    for (const route of ALL_ROUTES) {
      const op = doc.paths[route.path].post;
      const media = op.requestBody.content['application/json'];
      const bodies = media.examples
        ? Object.values(media.examples as Record<string, { value: unknown }>).map((e) => e.value)
        : [media.example];
      for (const body of bodies)
        expect([route.path, validate(route.body, body).success]).toEqual([route.path, true]);
      if (route.stream) {
        // The order stream answers server-sent events, each `data` an OrderEvent (§18.7).
        expect(op.responses['200'].content['text/event-stream'].schema).toEqual({ type: 'string' });
        expect(op.responses['200'].description).toContain('#/components/schemas/OrderEvent');
        continue;
      }
      const answer = op.responses['200'].content['application/json'].schema;
      expect(answer.properties.data.$ref).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(op.responses['200'].headers['X-Trace-Id']).toBeDefined();
    }
    const login =
      doc.paths['/api/auth/authenticate'].post.responses['200'].content['application/json'].schema;
    // sessionConfig, or sessionCookie for a cookie login (§18.5): neither is always there.
    expect(login.required).toEqual(['status', 'data']);
    expect(Object.keys(login.properties)).toEqual(['status', 'data', 'sessionConfig', 'sessionCookie']);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'satchel_session',
    });
    // The cookie on every route that takes sessionConfig, and on logout; the body session is the empty alternative.
    const withCookie = Object.entries(doc.paths as Record<string, any>)
      .filter(([, ops]) => ops.post.security)
      .map(([path, ops]) => {
        expect(ops.post.security).toEqual([{}, { sessionCookie: [] }]);
        return path;
      });
    expect(withCookie).toEqual(ALL_ROUTES.filter((r) => r.session || r.cookie === 'ends').map((r) => r.path));
    expect(withCookie).toContain('/api/explorer/account');
    expect(doc.paths['/api/auth/authenticate'].post.parameters).toEqual([
      { $ref: '#/components/parameters/Satchel-Session' },
    ]);
    expect(doc.components.schemas.SessionConfig.required).toEqual([
      'sessionPrivKey',
      'sessionPubKey',
      'userSWA',
    ]);
    const transfer = doc.paths['/api/intent/tokenTransfer'].post;
    expect(transfer.parameters).toEqual([{ $ref: '#/components/parameters/Idempotency-Key' }]);
    expect(Object.keys(transfer.responses['200'].headers)).toEqual(['X-Trace-Id', 'Idempotent-Replayed']);
    expect(Object.keys(transfer.responses['429'].headers)).toEqual(['X-Trace-Id', 'Retry-After']);
    expect(doc.components.schemas.ErrorEnvelope.properties.error.properties.errorCode.enum).toEqual(
      expect.arrayContaining([
        'VALIDATION_ERROR',
        'AUTH_REQUIRED',
        'UNSUPPORTED_MEDIA_TYPE',
        'IDEMPOTENCY_KEY_REUSED',
      ]),
    );
    expect(doc.info.description).toContain('docs/errors.md');
  });

  it('GET /docs is a self-contained page with every route, its fields and a curl example', async () => {
    const res = await request(app).get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).not.toMatch(/<script|https?:\/\/cdn/);
    for (const path of [...SPEC_ROUTES, ...EXTRA_ROUTES]) expect(res.text).toContain(`<code>${path}</code>`);
    expect(res.text).toContain('curl -s -X POST http://127.0.0.1');
    expect(res.text).toContain('<code>recipient</code>');
  });

  it('the committed Postman collection and environments are the ones generated from the document', async () => {
    const doc = (await request(app).get('/openapi.json')).body;
    const committed = (name: string) =>
      JSON.parse(readFileSync(new URL(`../postman/${name}`, import.meta.url), 'utf8'));
    expect(committed('satchel-bff.postman_collection.json')).toEqual(
      JSON.parse(JSON.stringify(toPostmanCollection(doc))),
    );
    const local = committed('local.postman_environment.json');
    expect(local.values.map((v: { key: string; value: string }) => [v.key, v.value])).toEqual([
      ['baseUrl', 'http://localhost:4000'],
      ['platformUrl', 'http://localhost:4100'],
    ]);
    expect(committed('deployed.postman_environment.json').values[1]).toMatchObject({
      key: 'platformUrl',
      value: '',
    });
  });
});
