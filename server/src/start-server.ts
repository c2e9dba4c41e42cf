import type { AddressInfo } from 'node:net';
import { createServerApp, orderPushOf, sharedStateOf, type ServerAppOptions } from './app.js';
import type { ServerConfig } from './config.js';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on `config.port` (0 = ephemeral) and answers `{url, close()}`; close drains open connections. */
export function startServer(config: ServerConfig, options: ServerAppOptions = {}): Promise<RunningServer> {
  const app = createServerApp(config, options);
  return new Promise((resolve, reject) => {
    // No host: every interface, IPv4 and IPv6 (the Express default), so `localhost` works either way.
    const server = config.host ? app.listen(config.port, config.host) : app.listen(config.port);
    server.once('error', reject);
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const host =
        config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : '127.0.0.1';
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            // Keep-alive connections become idle once their in-flight request is answered: close them as they do,
            // so shutdown waits for open requests only, not for clients' keep-alive timeouts.
            const sweep = setInterval(() => server.closeIdleConnections(), 50);
            // Open order streams would hold the server open: each ends now with `event: end` (shutdown).
            orderPushOf(app).streams.endAll();
            server.close((error) => {
              clearInterval(sweep);
              sharedStateOf(app)
                .close()
                .then(() => (error ? fail(error) : done()), fail);
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
