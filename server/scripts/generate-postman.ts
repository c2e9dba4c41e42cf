// Regenerates server/postman/satchel-bff.postman_collection.json from the OpenAPI document (itself generated from
// the zod schemas). Run: npm run postman -w server. A test fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SDK_VERSION } from '@satchel/shared';
import { buildOpenApiDocument } from '../src/docs/openapi-document.js';
import { toPostmanCollection } from '../src/docs/postman-collection.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';

const target = fileURLToPath(new URL('../postman/satchel-bff.postman_collection.json', import.meta.url));
const collection = toPostmanCollection(buildOpenApiDocument(ALL_ROUTES, SDK_VERSION));
writeFileSync(target, `${JSON.stringify(collection, null, 2)}\n`);
console.log(`wrote ${target}`);
