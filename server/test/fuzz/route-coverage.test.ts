import { afterAll, describe, expect, it } from '@jest/globals';
import { listExpressRoutes } from '@satchel/shared/fuzz';
import request from 'supertest';
import { ALL_ROUTES } from '../../src/routes/all-routes.js';
import { startStack } from '../helpers/stack.js';

// The BFF fuzz suite fuzzes what listExpressRoutes reads from the app; this checks that list against the route
// table and the OpenAPI document, so a route missing from either (or from the fuzzing) fails here.

const stack = await startStack();
afterAll(() => stack.close());

/** Routes outside the OpenAPI document by design: the documentation itself and the liveness probe. */
const UNDOCUMENTED = ['GET /openapi.json', 'GET /docs', 'GET /healthz'];

describe('fuzzed BFF routes', () => {
  it('are every route of the table and every operation of the OpenAPI document, and nothing else', async () => {
    const fuzzed = listExpressRoutes(stack.app).map((r) => `${r.method} ${r.path}`);
    const doc = (await request(stack.app).get('/openapi.json')).body as { paths: Record<string, object> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(30);
    expect([...fuzzed].sort()).toEqual([...documented, ...UNDOCUMENTED].sort());
    expect(fuzzed).toEqual(expect.arrayContaining(ALL_ROUTES.map((route) => `POST ${route.path}`)));
  });
});
