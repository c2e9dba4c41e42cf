// What the OpenAPI document says of the order push (docs/protocol.md §18.7): the order stream's answer and the
// webhooks the BFF sends.

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A stream route's 200: `text/event-stream`, each `data` an OrderEvent (OpenAPI 3.1 describes no event items). */
export function streamResponse(id: string) {
  return {
    description:
      `Server-sent events: \`id\`, \`event: status\`, \`data\`: one ${id} as JSON ` +
      `(#/components/schemas/${id}) per status change; \`: keep-alive\` comments; last \`event: end\` with ` +
      '`data` `{"reason"}`: `final` (the order of `intentId` is final), `timeout` (ORDER_STREAM_MAX_MS passed), ' +
      '`shutdown` or `unavailable`. Reconnect with the `Last-Event-ID` header to go on where the stream stopped.',
    headers: { 'X-Trace-Id': ref('headers', 'X-Trace-Id') },
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        example:
          'id: 1\nevent: status\ndata: {"intentId":"3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f","status":"INITIATED"}\n\n' +
          ': keep-alive\n\n' +
          'id: 2\nevent: status\ndata: {"intentId":"3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f","status":"SUCCESSFUL",…}\n\n' +
          'event: end\ndata: {"reason":"final"}\n\n',
      },
    },
  };
}

const WEBHOOK_HEADERS = [
  ['webhook-id', "The event's id: the same on every retry and every endpoint (deduplicate by it)"],
  ['webhook-timestamp', 'Unix seconds of this attempt (reject one far from now: replays)'],
  [
    'webhook-signature',
    '`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed by the bytes of ' +
      'ORDER_WEBHOOK_SECRET after `whsec_` (verify with a Standard Webhooks library)',
  ],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** The webhooks the BFF sends to ORDER_WEBHOOK_URLS (docs/protocol.md §18.7), one per event type. */
export const ORDER_WEBHOOKS = Object.fromEntries(
  [
    ['order.accepted', 'An order the BFF accepted (INITIATED)'],
    ['order.succeeded', 'An order the BFF accepted is SUCCESSFUL (with its transaction hashes)'],
    ['order.failed', 'An order the BFF accepted ended FAILED (or another final status), with its `reason`'],
  ].map(([type, summary]) => [
    type,
    {
      post: {
        operationId: `webhook${type!.replace(/^order\.(\w)/, (_, c: string) => `Order${c.toUpperCase()}`)}`,
        summary,
        description:
          'POSTed to every ORDER_WEBHOOK_URLS endpoint, signed per Standard Webhooks; retried with exponential ' +
          'backoff (ORDER_WEBHOOK_RETRY_MS doubling up to ORDER_WEBHOOK_RETRY_MAX_MS, ORDER_WEBHOOK_ATTEMPTS ' +
          "sends) until a 2xx; an order's events reach each endpoint in order.",
        parameters: WEBHOOK_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('schemas', 'OrderWebhook') } },
        },
        responses: { '200': { description: 'Received (any 2xx): not sent again' } },
      },
    },
  ]),
);
