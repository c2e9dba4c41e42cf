import { createServer } from 'node:http';

/**
 * A real HTTP server answering every request with the platform's 404 envelope (docs/protocol.md §3.3): a platform
 * without a route, as a hosted one may be without logout (§6.3). `{ url, close() }`.
 */
export async function startNotFoundServer() {
  const server = createServer((_req, res) => {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        status: 'error',
        error: { code: 404, errorCode: 'NOT_FOUND', message: 'Not found', details: '' },
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
