import { ESTIMATE_GET_URL_MAX_CHARS } from '@satchel/shared';
import type { EstimatePayload } from './estimate-payload.js';

/**
 * The platform path of `estimate` (§12).
 * @example
 * const url = `${getEnvConfig('sandbox', { platformUrl }).apiUrl}${ESTIMATE_PATH}`;
 */
export const ESTIMATE_PATH = '/api/oc/v1/estimate';

/**
 * How to send an estimate: a GET with the payload in the query, or a POST with it as the JSON body.
 * @example
 * const request: EstimateRequest = estimateRequest(payload, { baseUrl: apiUrl });
 * const init = request.method === 'POST' ? { method: 'POST', body: request.body } : { method: 'GET' };
 */
export type EstimateRequest =
  { method: 'GET'; path: string } | { method: 'POST'; path: string; body: string };

/**
 * The estimate transport (§12.1): `GET /api/oc/v1/estimate?payload=<form-encoded JSON>` unless `baseUrl + path`
 * would exceed 8000 characters, then `POST /api/oc/v1/estimate` with the JSON text as body.
 * @param baseUrl - API base URL the path is appended to, counted in the URL length (default `""`).
 * @example
 * const request = estimateRequest(payload, { baseUrl: apiUrl });
 * const response = await fetch(`${apiUrl}${request.path}`, request.method === 'POST' ? { method: 'POST', body: request.body } : {});
 */
export function estimateRequest(
  payload: EstimatePayload,
  { baseUrl = '' }: { baseUrl?: string } = {},
): EstimateRequest {
  const json = JSON.stringify(payload);
  const path = `${ESTIMATE_PATH}?${new URLSearchParams({ payload: json }).toString()}`;
  if (baseUrl.length + path.length <= ESTIMATE_GET_URL_MAX_CHARS) return { method: 'GET', path };
  return { method: 'POST', path: ESTIMATE_PATH, body: json };
}
