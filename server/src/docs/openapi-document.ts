import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ZodMediaTypeObject,
} from '@asteasolutions/zod-to-openapi';
import { ERROR_CODES } from '@satchel/shared';
import * as z from 'zod';
import type { RouteDef } from '../routes/route.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const errorEnvelope = z
  .object({
    status: z.literal('error'),
    error: z.object({
      code: z.number().int().meta({ description: 'HTTP status' }),
      errorCode: z.enum(Object.keys(ERROR_CODES) as [string, ...string[]]),
      message: z.string(),
      details: z.string(),
      traceId: z.string().meta({ description: '32 hex; the platform’s when the error is the platform’s' }),
    }),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Error envelope (PROTOCOL §3.3), camel-cased' });

const successEnvelope = (answer: string) =>
  z.object({ status: z.literal('success'), data: z.unknown().meta({ description: answer }) });

const ERROR_STATUSES = {
  400: 'Malformed body, validation failure (`Validation failed: …`), or an error the platform answered with 400',
  401: '`Session keys are not set`, or the platform refused the session, signature or token',
  403: 'The platform refused: identity mismatch or chain not supported',
  409: 'The platform saw this request before (replay)',
  413: 'Body over 1 MiB',
  429: 'Too many requests (auth routes, per IP; `Retry-After` header)',
  502: 'The platform or provider is unreachable or did not answer JSON (`UPSTREAM_UNAVAILABLE`)',
} as const;

function statusesOf(route: RouteDef): (keyof typeof ERROR_STATUSES)[] {
  if (route.group === 'auth') return [400, 401, 409, 413, 429, 502];
  if (route.group === 'explorer') return [400, 401, 403, 413, 502];
  return [400, 401, 403, 409, 413, 502];
}

/**
 * A body's JSON Schema, descriptions included. The shared schemas are zod/mini, whose schemas the generator cannot
 * read, so zod converts them; a bigint is documented as the decimal string that JSON carries, as the generator did.
 */
function bodySchema(schema: z.core.$ZodType): ZodMediaTypeObject['schema'] {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'bigint')
        Object.assign(jsonSchema, { type: 'string', pattern: '^\\d+$' });
    },
  });
  return json as ZodMediaTypeObject['schema'];
}

/** The OpenAPI 3.1 document of the BFF, generated from the same zod schemas that validate the bodies. */
export function buildOpenApiDocument(routes: readonly RouteDef[], version: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerPath({
    method: 'get',
    path: '/healthz',
    tags: ['ops'],
    summary: 'Liveness',
    responses: {
      200: {
        description: '`{"status":"ok"}`',
        content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
      },
    },
  });
  for (const route of routes) {
    const responses: Record<number, { description: string; content: Record<string, { schema: z.ZodType }> }> =
      {
        200: {
          description: `data: ${route.answer}`,
          content: { 'application/json': { schema: successEnvelope(route.answer) } },
        },
      };
    for (const status of statusesOf(route))
      responses[status] = {
        description: ERROR_STATUSES[status],
        content: { 'application/json': { schema: errorEnvelope } },
      };
    registry.registerPath({
      method: 'post',
      path: route.path,
      operationId: route.path.replace(/^\/api\//, '').replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase()),
      tags: [route.group],
      summary: route.summary,
      description: route.session
        ? 'Body carries `sessionConfig` (from api/auth/authenticate); without it: 401 `Session keys are not set`.'
        : undefined,
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: bodySchema(route.body), example: route.example } },
        },
      },
      responses,
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Satchel BFF',
      version,
      description:
        'Backend-for-frontend of Satchel (PROTOCOL §18): every route is POST with a JSON body and answers ' +
        '`{"status":"success","data":…}` or the error envelope. Answers are camel-cased.',
    },
    servers: [{ url: 'http://localhost:4000', description: 'Local BFF (npm start)' }],
    tags: [
      { name: 'auth', description: 'OTP, login and social code exchanges (rate limited per IP)' },
      { name: 'explorer', description: 'Reads for the logged-in user (body `{sessionConfig}`)' },
      { name: 'intent', description: 'User operations: build, estimate, sign, execute; message signing' },
      { name: 'ops', description: 'Operations' },
    ],
  });
}
