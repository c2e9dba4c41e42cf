import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { ALL_ROUTES } from '../src/routes/all-routes.js';

// The committed collection (the openapi test keeps it equal to the generated one) calls every route of the BFF's
// route table, and every named body variant of a route (the Solana shapes), so coverage cannot drop unnoticed.
interface Item {
  name: string;
  request: { url: { raw: string }; body?: { raw?: string } };
}
const collection = JSON.parse(
  readFileSync(new URL('../postman/satchel-bff.postman_collection.json', import.meta.url), 'utf8'),
) as { item: Item[]; variable: { key: string; value: string }[] };
const variables = Object.fromEntries(collection.variable.map((v) => [v.key, v.value]));
const itemsOf = (path: string) =>
  collection.item.filter((item) => item.request.url.raw === `{{baseUrl}}${path}`);
/** The caip2Id a request body names, its `{{variable}}` resolved from the collection's variables. */
const chainOf = (item: Item) => {
  const caip2Id = /"caip2Id": "([^"]+)"/.exec(item.request.body?.raw ?? '')?.[1] ?? '';
  return caip2Id.replace(/^\{\{(\w+)\}\}$/, (_, key: string) => variables[key] ?? '');
};

describe('the Postman collection covers the BFF', () => {
  it('calls every route of the route table', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(30);
    expect(ALL_ROUTES.map((route) => route.path).filter((path) => itemsOf(path).length === 0)).toEqual([]);
  });

  it('calls every documented body variant of a route on its chain', () => {
    const missing: string[] = [];
    for (const route of ALL_ROUTES)
      for (const [name, body] of Object.entries(route.examples ?? {}))
        // Chain variants only (a Solana body of an intent route); other examples show one route's payload kinds.
        if (body.caip2Id && !itemsOf(route.path).some((item) => chainOf(item) === body.caip2Id))
          missing.push(`${route.path} (${name})`);
    expect(missing).toEqual([]);
  });
});
