import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { toPostmanCollection } from '../src/docs/postman-collection.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { memorySink } from './helpers/stack.js';
import { validateOpenApi } from './helpers/validate-openapi.js';

// The contract of §18 as documentation: OpenAPI 3.1, the docs page and the committed Postman collection.
const app = createServerApp(loadConfig({ LOG_LEVEL: 'silent' }), { logDestination: memorySink().stream });
const SPEC_ROUTES = [
  'auth/authenticate',
  'auth/email/otp',
  'auth/email/verify-otp',
  'auth/whatsapp/otp',
  'auth/whatsapp/verify-otp',
  'auth/callback/apple',
  'auth/callback/twitter',
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
const EXTRA_ROUTES = ['nftCollection', 'nftCollection/createUserOp', 'nftMint', 'nftMint/createUserOp'].map(
  (p) => `/api/intent/${p}`,
);

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

  it('GET /docs is a self-contained page with every route, its fields and a curl example', async () => {
    const res = await request(app).get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).not.toMatch(/<script|https?:\/\/cdn/);
    for (const path of [...SPEC_ROUTES, ...EXTRA_ROUTES]) expect(res.text).toContain(`<code>${path}</code>`);
    expect(res.text).toContain('curl -s -X POST http://127.0.0.1');
    expect(res.text).toContain('<code>recipient</code>');
  });

  it('the committed Postman collection is the one generated from the document', async () => {
    const doc = (await request(app).get('/openapi.json')).body;
    const committed = JSON.parse(
      readFileSync(new URL('../postman/satchel-bff.postman_collection.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(toPostmanCollection(doc))));
    const requests = committed.item.flatMap(
      (folder: { item: { request: { url: { raw: string } } }[] }) => folder.item,
    );
    const urls = requests.map((r: { request: { url: { raw: string } } }) =>
      r.request.url.raw.replace('{{baseUrl}}', ''),
    );
    expect([...new Set(urls)].sort()).toEqual(['/healthz', ...SPEC_ROUTES, ...EXTRA_ROUTES].sort());
    // The Solana bodies of the token transfer and raw transaction families are requests of their own.
    const names = requests.map((r: { name: string }) => r.name);
    for (const family of ['tokenTransfer', 'rawTransaction'])
      for (const suffix of ['', '/createUserOp', '/estimate'])
        expect(names).toContain(`intent/${family}${suffix} (solana)`);
    expect(urls.length).toBe(SPEC_ROUTES.length + EXTRA_ROUTES.length + 1 + 6);
    expect(ALL_ROUTES.length).toBe(SPEC_ROUTES.length + EXTRA_ROUTES.length);
  });
});
