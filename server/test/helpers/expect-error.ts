import { expect } from '@jest/globals';

/** The BFF's own errors carry its trace id (= X-Trace-Id); the platform's keep the platform's trace id. */
export const expectError = (
  res: { status: number; body: any; headers: any },
  status: number,
  errorCode: string,
  message?: string,
  fromPlatform = false,
) => {
  expect(res.status).toBe(status);
  expect(res.body.status).toBe('error');
  expect(res.body).not.toHaveProperty('data');
  expect(res.body.error).toMatchObject({
    code: status,
    errorCode,
    ...(message !== undefined && { message }),
  });
  expect(typeof res.body.error.details).toBe('string');
  expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
  if (fromPlatform) expect(res.body.error.traceId).toMatch(/^[0-9a-f]{32}$/);
  else expect(res.body.error.traceId).toBe(res.headers['x-trace-id']);
};
