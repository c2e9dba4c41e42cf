import { API_PATHS, platformCall, RequestLog, type Order } from '@satchel/sdk';
import { fmt, SDK } from '@satchel/shared';

/**
 * Reads one order (§14.7 `GET /orders?intent_id=`) with a bearer token, as the SDK reads it (camel-cased), with the
 * `fetch` of the BFF's other platform calls.
 */
export function orderReader(apiUrl: string, timeoutMs: number, fetch: typeof globalThis.fetch) {
  return async (bearer: string, intentId: string): Promise<Order | undefined> => {
    const items = await platformCall<Order[]>(
      { baseUrl: apiUrl, fetch, timeoutMs, requestLog: new RequestLog(), logLevel: () => 'silent' },
      {
        method: 'GET',
        path: `${API_PATHS.orders}?intent_id=${encodeURIComponent(intentId)}`,
        bearer,
        messages: { failed: fmt.failedToRetrieveOrders, missing: SDK.ordersMissing },
        pick: (data) => data?.items,
      },
    );
    return items.find((order) => order.intentId === intentId);
  };
}
