import { LOCAL_DEFAULTS } from '@satchel/shared';
import { createStaticApp } from './create-static-app.js';

// Serves the built demo on CLIENT_PORT (5173) from DEMO_DIR (client/dist); SIGINT/SIGTERM drain, then exit. The
// content security policy comes from the URLs the demo was built with: the same VITE_* variables, read at run time.
const port = Number(process.env.CLIENT_PORT || 5173);
if (!Number.isSafeInteger(port) || port < 0) throw new Error('CLIENT_PORT must be a non-negative integer');
const app = createStaticApp(process.env.DEMO_DIR || 'client/dist', {
  apiUrl: process.env.VITE_API_URL || LOCAL_DEFAULTS.apiUrl,
  platformUrl: process.env.VITE_PLATFORM_URL || LOCAL_DEFAULTS.platformUrl,
  platform: process.env.VITE_SATCHEL_PLATFORM === 'okto' ? 'okto' : 'satchel',
});
const server = process.env.HOST ? app.listen(port, process.env.HOST) : app.listen(port);
server.on('listening', () => console.log(`Satchel demo listening on port ${port}`));

function shutdown() {
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
