import type { Express } from 'express';
import request from 'supertest';

export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  data: T;
  error: { code: number; errorCode: string; message: string; details: string; traceId?: string };
  sessionConfig?: { sessionPrivKey: string; sessionPubKey: string; userSWA: string };
}

/** POST a JSON body to a BFF route; answers the status and the parsed envelope. */
export async function post<T = any>(app: Express, path: string, body: unknown) {
  const res = await request(app)
    .post(path)
    .set('Content-Type', 'application/json')
    .send(body as object);
  return { status: res.status, body: res.body as Envelope<T>, headers: res.headers };
}

/** Fails with the whole envelope when the answer is not a 200 success, so a broken step says why. */
export function ok<T>(res: { status: number; body: Envelope<T> }): T {
  if (res.status !== 200 || res.body.status !== 'success')
    throw new Error(`expected success, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
