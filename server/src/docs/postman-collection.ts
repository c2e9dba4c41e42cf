import { bodyExamples } from './docs-page.js';
import type { OpenApiDocument } from './openapi-document.js';

interface PostmanItem {
  name: string;
  request: {
    method: string;
    header: { key: string; value: string; description?: string }[];
    body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } };
    url: { raw: string; host: string[]; path: string[] };
    description?: string;
  };
}

/** A Postman v2.1 collection of the OpenAPI document: one folder per tag, the documented example as each body. */
export function toPostmanCollection(doc: OpenApiDocument) {
  const folders = new Map<string, PostmanItem[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, unknown>)) {
      const operation = op as {
        summary?: string;
        tags?: string[];
        requestBody?: {
          content: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }>;
        };
        parameters?: { in: string; name: string }[];
      };
      const idempotent = operation.parameters?.some(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
      const media = operation.requestBody?.content['application/json'];
      const request: PostmanItem['request'] = {
        method: method.toUpperCase(),
        header: [
          { key: 'Content-Type', value: 'application/json' },
          // A fresh key per send; to retry a request safely, send it again with the key it used.
          ...(idempotent
            ? [
                {
                  key: 'Idempotency-Key',
                  value: '{{$guid}}',
                  description: 'Optional. Same key + same body = the first answer again, no second order.',
                },
              ]
            : []),
        ],
        url: { raw: `{{baseUrl}}${path}`, host: ['{{baseUrl}}'], path: path.split('/').filter(Boolean) },
        description: operation.summary,
      };
      const name = path.replace(/^\/api\//, '');
      // One request per documented body: `default`, then the other shapes (Solana) named after it.
      const items: PostmanItem[] = media
        ? bodyExamples(media).map(([label, body]) => ({
            name: label === 'default' ? name : `${name} (${label})`,
            request: {
              ...request,
              body: {
                mode: 'raw',
                raw: JSON.stringify(body, null, 2),
                options: { raw: { language: 'json' } },
              },
            },
          }))
        : [{ name, request }];
      const tag = operation.tags?.[0] ?? 'other';
      folders.set(tag, [...(folders.get(tag) ?? []), ...items]);
    }
  }
  return {
    info: {
      name: doc.info.title,
      description: doc.info.description,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [{ key: 'baseUrl', value: 'http://localhost:4000' }],
    item: [...folders].map(([name, item]) => ({ name, item })),
  };
}
