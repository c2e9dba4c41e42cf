// Regenerates the Postman collection and its environments in server/postman from the OpenAPI document (itself
// generated from the zod schemas), and docs/errors.md from the error catalogue. Run: npm run postman -w server.
// Tests fail when the committed files are stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SDK_VERSION } from '@satchel/shared';
import { errorsMarkdown } from '../src/docs/error-catalogue.js';
import { buildOpenApiDocument } from '../src/docs/openapi-document.js';
import { postmanEnvironment, toPostmanCollection } from '../src/docs/postman-collection.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';

const write = (name: string, value: unknown) => {
  const target = fileURLToPath(new URL(`../postman/${name}`, import.meta.url));
  writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
  console.log(`wrote ${target}`);
};
write(
  'satchel-bff.postman_collection.json',
  toPostmanCollection(buildOpenApiDocument(ALL_ROUTES, SDK_VERSION)),
);
write(
  'local.postman_environment.json',
  postmanEnvironment('Satchel local (npm start)', {
    baseUrl: 'http://localhost:4000',
    platformUrl: 'http://localhost:4100',
  }),
);
write(
  'deployed.postman_environment.json',
  postmanEnvironment('Satchel deployed BFF', { baseUrl: 'https://bff.your-domain.example', platformUrl: '' }),
);
const errors = fileURLToPath(new URL('../../docs/errors.md', import.meta.url));
writeFileSync(errors, errorsMarkdown());
console.log(`wrote ${errors}`);
