import { afterAll, describe, expect, it } from '@jest/globals';
import { listExpressRoutes } from '@satchel/shared/fuzz';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '../helpers/request.js';
import { startPlatform } from '@satchel/test-support';

// The fuzz suite fuzzes what listExpressRoutes reads from the app: these checks make sure that list is complete
// and right, by two independent means (the source's registrations, and each route answering at its path).

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const REGISTRATION = /\b(?:router|app)\.(?:get|post|put|patch|delete|all)\(/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const platform = await startPlatform({ devEndpoints: true });
const routes = listExpressRoutes(platform.app);
afterAll(() => platform.close());

/** The generic 404 of an unknown path or method (a handler's own 404 says what was not found). */
const isUnknownRoute = (res: { status: number; json: any }) =>
  res.status === 404 && res.json?.error?.errorCode === 'NOT_FOUND' && res.json.error.details === '';

describe('fuzzed platform routes', () => {
  it('are as many as the route registrations in platform/src', () => {
    const registrations = sourceFiles(SRC).reduce(
      (sum, file) => sum + (readFileSync(file, 'utf8').match(REGISTRATION)?.length ?? 0),
      0,
    );
    expect(routes.length).toBe(registrations);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('each answer at their method and path (not the unknown-route 404)', async () => {
    expect(isUnknownRoute(await request(platform.url, 'POST', '/api/oc/v1/no-such-route'))).toBe(true);
    const unknown: string[] = [];
    for (const { method, path } of routes) {
      const res = await request(platform.url, method, path, method === 'GET' ? {} : { body: {} });
      if (isUnknownRoute(res)) unknown.push(`${method} ${path}`);
    }
    expect(unknown).toEqual([]);
  });
});
