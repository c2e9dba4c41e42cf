import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ZodMediaTypeObject,
} from '@asteasolutions/zod-to-openapi';
import { ERROR_CODES } from '@satchel/shared';
import * as z from 'zod';
import { IDEMPOTENCY, IDEMPOTENCY_HEADER } from '../http/idempotency.js';
import type { RouteDef } from '../routes/route.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const errorEnvelope = z
  .object({
    status: z.literal('error'),
    error: z.object({
      code: z.number().int().meta({ description: 'HTTP status' }),
      errorCode: z.enum([
        ...Object.keys(ERROR_CODES),
        IDEMPOTENCY.keyReused.errorCode,
        IDEMPOTENCY.inFlight.errorCode,
        IDEMPOTENCY.unavailable.errorCode,
      ] as string[] as [string, ...string[]]),
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
  422: `\`${IDEMPOTENCY.keyReused.errorCode}\`: ${IDEMPOTENCY.keyReused.message}`,
  429: 'Too many requests (auth routes, per IP; `Retry-After` header)',
  502: 'The platform or provider is unreachable or did not answer JSON (`UPSTREAM_UNAVAILABLE`)',
  503: `\`${IDEMPOTENCY.unavailable.errorCode}\`: an ${IDEMPOTENCY_HEADER} was sent and the shared store (Redis) is unreachable (\`Retry-After\`)`,
} as const;

const IDEMPOTENT_409 =
  `The platform saw this request before (replay), or \`${IDEMPOTENCY.inFlight.errorCode}\`: ` +
  `${IDEMPOTENCY.inFlight.message} (\`Retry-After\`)`;

/** The optional header of the routes that create an order. */
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .meta({
      description:
        'Makes a retry safe: a retry with the same key and body (on any instance, within 24 h) answers the ' +
        'first answer again (header `Idempotent-Replayed: true`) and creates no second order; the same key with ' +
        'another body is 422; while the first request runs, 409. Keys are per session. A 4xx answer frees the ' +
        'key; 2xx and 5xx answers are kept (after a 5xx the order may exist: check order-history).',
      example: '6f1c7a52-4a8e-4f3b-9d2e-0b6c1f0e8a11',
    }),
});

function statusesOf(route: RouteDef): (keyof typeof ERROR_STATUSES)[] {
  if (route.group === 'auth') return [400, 401, 409, 413, 429, 502];
  if (route.group === 'explorer') return [400, 401, 403, 413, 502];
  if (route.createsOrder) return [400, 401, 403, 409, 413, 422, 502, 503];
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
/** One `example`, or (a family with several body shapes) `examples` whose `default` is the route's example. */
function documentedExamples(route: RouteDef) {
  if (!route.examples) return { example: route.example };
  const named = Object.entries(route.examples).map(([name, value]) => [name, { summary: name, value }]);
  return { examples: Object.fromEntries([['default', { value: route.example }], ...named]) };
}

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
        description: status === 409 && route.createsOrder ? IDEMPOTENT_409 : ERROR_STATUSES[status],
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
        ...(route.createsOrder && { headers: idempotencyHeaders }),
        body: {
          required: true,
          content: { 'application/json': { schema: bodySchema(route.body), ...documentedExamples(route) } },
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
