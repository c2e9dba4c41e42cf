import { expect } from '@jest/globals';

/** One trace id per answer (= X-Trace-Id): the BFF's own for its errors, the platform's for errors passed on. */
export const expectError = (
  res: { status: number; body: any; headers: any },
  status: number,
  errorCode: string,
  message?: string,
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
  expect(res.body.error.traceId).toBe(res.headers['x-trace-id']);
};
