import { aptosReadDataSchema, evmReadDataSchema } from '@satchel/shared';
import { bffContractReadData } from '@satchel/shared/bff';
import * as z from 'zod';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.js';
import type { RouteDef } from '../http/route.js';
import {
  cookieSecurityOf,
  SESSION_COOKIE_SCHEME,
  SESSION_MODE_PARAMETER,
  SET_COOKIE_HEADER,
} from './cookie-session-docs.js';
import { ERROR_CATALOGUE } from './error-catalogue.js';
import { ORDER_WEBHOOKS, streamResponse } from './order-push-docs.js';
import { answerSchemaOf } from './route-answers.js';
import { answerRegistry } from './response-schemas.js';

type Json = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Json[];
  requestBody: {
    required: true;
    content: { 'application/json': { schema: Json; example?: unknown; examples?: Record<string, Json> } };
  };
  responses: Record<string, Json>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: Json };
  externalDocs: Json;
  servers: Json[];
  security: Json[];
  tags: Json[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks: Record<string, Json>;
  components: Json;
}

/** Where the table of every error code lives (linked from the description and every error answer). */
export const ERRORS_DOC_URL = 'https://github.com/satchel-wallet/satchel/blob/main/docs/errors.md';

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const COMPONENT_URI = (id: string) => `#/components/schemas/${id}`;

/** Strips what JSON Schema documents carry but an OpenAPI component must not (`$schema`, `$id`). */
function bare(schema: Json): Json {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * A schema without the `anyOf`s that allow anything (a member zod could not represent is `{}`): such a keyword
 * says nothing, and redocly rightly flags it. What is left is deduplicated.
 */
function anyOfTidied(schema: Json): Json {
  const tidy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(tidy);
    if (value === null || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [key, inner] of Object.entries(value)) out[key] = tidy(inner);
    if (Array.isArray(out.anyOf)) {
      const members = out.anyOf as Json[];
      const texts = [...new Set(members.map((member) => JSON.stringify(member)))];
      if (members.some((member) => Object.keys(member).length === 0)) delete out.anyOf;
      else out.anyOf = texts.map((text) => JSON.parse(text) as Json);
    }
    return out;
  };
  return tidy(schema) as Json;
}

/**
 * A body's JSON Schema, from the zod schema the route validates with, descriptions included. A bigint is
 * documented as the decimal string that JSON carries.
 */
function bodySchema(schema: z.core.$ZodType): Json {
  return bare(
    z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema._zod.def.type === 'bigint')
          Object.assign(jsonSchema, { type: 'string', pattern: '^\\d+$' });
        // Validated by the chain family of caip2Id, documented as either shape (§14.10).
        if (zodSchema === bffContractReadData)
          Object.assign(jsonSchema, {
            anyOf: [evmReadDataSchema, aptosReadDataSchema].map((shape) => anyOfTidied(bodySchema(shape))),
          });
      },
    }) as Json,
  );
}

/** The answer schemas as components, cross-referenced by `$ref`. */
function answerComponents(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(answerRegistry, { io: 'output', uri: COMPONENT_URI }) as {
    schemas: Record<string, Json>;
  };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)]));
}

const HEADERS = {
  'X-Trace-Id': {
    description: 'The id of this answer in the server’s log (the platform’s id when its error is passed on)',
    schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer', minimum: 0 },
  },
  'Idempotent-Replayed': {
    description: `Present (\`true\`) when this is the recorded answer of an earlier request with the same ${IDEMPOTENCY_HEADER}`,
    schema: { type: 'string', enum: ['true'] },
  },
  RateLimit: {
    description:
      'Auth routes, when the server limits them: `limit=N, remaining=N, reset=S` for this address and window ' +
      '(IETF draft-7; absent when the server runs without a limit)',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'Auth routes, when the server limits them: `N;w=S`, N requests per S seconds',
    schema: { type: 'string' },
  },
};

/** What each error status means on the BFF; the codes that may come with it are listed from the catalogue. */
const STATUS_TEXT: Record<number, string> = {
  400: 'The body is not valid',
  401: 'Not logged in, or the platform refused the session, token or signature',
  403:
    'The platform refused the request for this user or chain, or a browser request came from an origin other ' +
    'than CLIENT_ORIGIN (with the session cookie, or to api/auth/client-sign)',
  409: 'Conflict',
  413: 'The body is too large',
  415: 'The body was not sent as `Content-Type: application/json`',
  422: `The ${IDEMPOTENCY_HEADER} was used with another body`,
  429: 'Too many requests',
  500: 'Unexpected failure',
  502: 'The platform or provider could not be reached',
  503: 'Unavailable; retry later',
};
const RETRY_STATUSES = new Set([409, 429, 503]);

function errorResponse(status: number) {
  const codes = ERROR_CATALOGUE.filter((entry) => entry.status === status)
    .map((entry) => `\`${entry.errorCode}\``)
    .join(', ');
  return {
    description: `${STATUS_TEXT[status]}. errorCode: ${codes} (what each means and what to do: ${ERRORS_DOC_URL}).`,
    headers: {
      'X-Trace-Id': ref('headers', 'X-Trace-Id'),
      ...(RETRY_STATUSES.has(status) && { 'Retry-After': ref('headers', 'Retry-After') }),
    },
    content: { 'application/json': { schema: ref('schemas', 'ErrorEnvelope') } },
  };
}

function statusesOf(route: RouteDef): number[] {
  // A route that uses the session cookie may refuse its origin (403) or miss the shared store (503).
  const common = [400, 401, 413, 415, 500, 502, ...(route.session || route.cookie ? [403, 503] : [])];
  const add = (...more: number[]) => [...new Set([...common, ...more])];
  if (route.group === 'auth') return add(409, 429);
  if (route.group === 'explorer') return add(403, 429);
  if (route.createsOrder) return add(403, 409, 422, 429, 503);
  return add(403, 409, 429);
}

const operationId = (path: string) =>
  path.replace(/^\/api\//, '').replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase());

/** One `example`, or (a family with several body shapes) `examples` whose `default` is the route's example. */
function documentedExamples(route: RouteDef) {
  if (!route.examples) return { example: route.example };
  const named = Object.entries(route.examples).map(([name, value]) => [name, { summary: name, value }]);
  return {
    examples: Object.fromEntries([['default', { summary: 'default', value: route.example }], ...named]),
  };
}

function successResponse(route: RouteDef) {
  const answer = answerSchemaOf(route);
  const id = answerRegistry.get(answer)?.id;
  if (!id) throw new Error(`The answer schema of ${route.path} is not registered`);
  if (route.stream) return streamResponse(id);
  const authenticate = route.path === '/api/auth/authenticate';
  return {
    description: answerRegistry.get(answer)?.description,
    headers: {
      'X-Trace-Id': ref('headers', 'X-Trace-Id'),
      ...(route.cookie && { 'Set-Cookie': ref('headers', 'Set-Cookie') }),
      ...(route.createsOrder && { 'Idempotent-Replayed': ref('headers', 'Idempotent-Replayed') }),
      ...(route.group === 'auth' && {
        RateLimit: ref('headers', 'RateLimit'),
        'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
      }),
    },
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            status: { type: 'string', const: 'success' },
            data: ref('schemas', id),
            ...(authenticate && {
              sessionConfig: ref('schemas', 'SessionConfig'),
              sessionCookie: ref('schemas', 'SessionCookie'),
            }),
          },
          required: ['status', 'data'],
        },
      },
    },
  };
}

function operationOf(route: RouteDef): OpenApiOperation {
  const responses: Record<string, Json> = { 200: successResponse(route) };
  for (const status of statusesOf(route).sort()) responses[status] = errorResponse(status);
  return {
    operationId: operationId(route.path),
    tags: [route.group],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...(route.session && {
      description:
        'Authorised by the session in the body: `sessionConfig` as api/auth/authenticate answered it, or by ' +
        'the session cookie (a cookie login). Without either: 401 `AUTH_REQUIRED` (`Session keys are not set`).',
    }),
    ...cookieSecurityOf(route),
    ...(route.createsOrder && { parameters: [ref('parameters', 'Idempotency-Key')] }),
    ...(route.cookie === 'opens' && { parameters: [ref('parameters', 'Satchel-Session')] }),
    requestBody: {
      required: true,
      content: { 'application/json': { schema: bodySchema(route.body), ...documentedExamples(route) } },
    },
    responses,
  };
}

/** The OpenAPI 3.1 document of the BFF, generated from the same zod schemas that validate the bodies. */
export function buildOpenApiDocument(routes: readonly RouteDef[], version: string): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Satchel BFF',
      version,
      description:
        'Backend-for-frontend of Satchel (docs/protocol.md §18). Every route is `POST` with a JSON body ' +
        '(`Content-Type: application/json`) and answers `{"status":"success","data":…}` or the error envelope ' +
        `\`{"status":"error","error":{code, errorCode, message, details, traceId}}\`; every error code, its meaning ` +
        `and what to do: [docs/errors.md](${ERRORS_DOC_URL}).\n\n` +
        'How calls are authorised: the client credentials are the server’s own (`CLIENT_PRIVATE_KEY`, ' +
        '`CLIENT_SWA`), so no route takes a key in a header. A user logs in with the auth routes; ' +
        'api/auth/authenticate answers `sessionConfig`, which the explorer and intent routes take in the body ' +
        '(OpenAPI security schemes describe headers, query and cookies only, hence `security: []`); asked with ' +
        '`Satchel-Session: cookie`, it keeps the session and answers a cookie instead (security scheme ' +
        '`sessionCookie`), which browsers send from `CLIENT_ORIGIN` only. A sandbox ' +
        'server may also accept `client_pk` and `client_swa` in the body.\n\n' +
        '`GET /healthz` answers 200 `{"status":"ok"}` for liveness probes (with Redis, also `"redis"`: ' +
        '`ready`, `silent` or `unavailable`).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    externalDocs: { description: 'Error codes: meaning and what to do', url: ERRORS_DOC_URL },
    servers: [{ url: '/', description: 'The BFF serving this document (locally http://localhost:4000)' }],
    security: [],
    tags: [
      { name: 'auth', description: 'OTP, login and social code exchanges (rate limited per address)' },
      { name: 'explorer', description: 'Reads for the logged-in user (body `{sessionConfig}`)' },
      { name: 'intent', description: 'User operations: build, estimate, sign, execute; message signing' },
    ],
    paths: Object.fromEntries(routes.map((route) => [route.path, { post: operationOf(route) }])),
    webhooks: ORDER_WEBHOOKS,
    components: {
      schemas: answerComponents(),
      headers: { ...HEADERS, 'Set-Cookie': SET_COOKIE_HEADER },
      securitySchemes: { sessionCookie: SESSION_COOKIE_SCHEME },
      parameters: {
        'Satchel-Session': SESSION_MODE_PARAMETER,
        'Idempotency-Key': {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'Makes a retry safe: a retry with the same key and body (on any instance, within 24 h) answers the ' +
            'first answer again (header `Idempotent-Replayed: true`) and creates no second order; the same key ' +
            'with another body is 422; while the first request runs, 409. Keys are per session. A 4xx answer ' +
            'frees the key; 2xx and 5xx answers are kept (after a 5xx the order may exist: check order-history).',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
          example: '6f1c7a52-4a8e-4f3b-9d2e-0b6c1f0e8a11',
        },
      },
    },
  };
}
