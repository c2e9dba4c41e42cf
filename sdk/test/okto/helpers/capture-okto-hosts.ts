import { ENVIRONMENT_NAMES } from '@satchel/shared';
import type nock from 'nock';
import { oktoClient } from './okto-clients.js';

/** The Okto client's own configuration of an environment: hosts, addresses, chain id, threshold, auth pages. */
export interface OktoEnvConfig {
  gatewayBaseUrl: string;
  bffBaseUrl: string;
  paymasterAddress: string;
  jobManagerAddress: string;
  entryPointAddress: string;
  chainId: number;
  authPageUrl: string;
  authRedirectUrl: string;
  signMessageMpcThreshold: number;
}

export const oktoEnv = (environment: (typeof ENVIRONMENT_NAMES)[number]): OktoEnvConfig =>
  oktoClient(environment).env;

export interface Captured {
  origin: string;
  method: string;
  path: string;
  /** The JSON body as sent (both clients send `JSON.stringify` text), or undefined. */
  body: string | undefined;
}

/**
 * Intercepts every request to Okto's six hosts (no internet here), records it, and forwards it to the local
 * platform at `forwardTo` (its answer goes back unchanged), so that both clients run real flows offline.
 */
export function captureOktoHosts(n: typeof nock, forwardTo: string): Captured[] {
  const log: Captured[] = [];
  const origins = ENVIRONMENT_NAMES.flatMap((env) => [oktoEnv(env).bffBaseUrl, oktoEnv(env).gatewayBaseUrl]);
  for (const origin of origins) {
    const scope = n(origin).persist();
    for (const method of ['GET', 'POST'] as const) {
      scope
        .intercept(() => true, method)
        .reply(async function (this: nock.ReplyFnContext, path, parsed) {
          const body = parsed === undefined || parsed === '' ? undefined : JSON.stringify(parsed);
          log.push({ origin, method, path, body });
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          const authorization = this.req.headers.authorization;
          if (authorization) headers.Authorization = String(authorization);
          const response = await fetch(`${forwardTo}${path}`, { method, headers, body });
          return [response.status, await response.text(), { 'Content-Type': 'application/json' }];
        });
    }
  }
  return log;
}

type Shape = string | Shape[] | { [key: string]: Shape };

/** The fields of a JSON value, recursively, with each leaf's JSON type: what two requests must share. */
export function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? 'null' : typeof value;
}

/** Host, method, path and body fields of each captured request. */
export const wireOf = (requests: Captured[]) =>
  requests.map(({ origin, method, path, body }) => ({
    origin,
    method,
    path,
    fields: body === undefined ? undefined : shapeOf(JSON.parse(body)),
  }));
